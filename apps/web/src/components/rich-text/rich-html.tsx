import type { ElementType } from 'react';
import { sanitizeRich } from './sanitize';

/** Article and description HTML from the server, cleaned by DOMPurify before rendering. */
export function RichHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeRich(html) }} />;
}
