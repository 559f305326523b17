import { htmlToText, isPlainText } from '@shop/shared/rules';
import { useSyncExternalStore, type ElementType } from 'react';

interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
}

type Sanitizer = (html: string) => string;
let sanitize: Sanitizer | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadSanitizer() {
  loading ??= import('@/components/rich-text/sanitize').then((m) => {
    sanitize = m.sanitizeInline;
    listeners.forEach((notify) => notify());
  });
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * A product name (HTML, spec section 3). Plain names render as text; a name with markup is cleaned
 * by DOMPurify, which loads on first need so it stays out of the first page's JavaScript. Until it
 * arrives the name shows as text (never as raw HTML).
 */
export function SafeHtml({ html, as: Tag = 'span', className, id }: SafeHtmlProps) {
  const ready = useSyncExternalStore(
    subscribe,
    () => sanitize !== null,
    () => false,
  );
  if (isPlainText(html))
    return (
      <Tag id={id} className={className}>
        {html}
      </Tag>
    );
  if (!ready || !sanitize) {
    loadSanitizer();
    return (
      <Tag id={id} className={className}>
        {htmlToText(html)}
      </Tag>
    );
  }
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
