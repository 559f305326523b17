import { env } from '@/config/env';

interface SeoProps {
  title: string;
  description?: string;
  /** JSON-LD: an object, or a JSON string such as a category's `schema_markup`. */
  jsonLd?: unknown;
  noIndex?: boolean;
}

function toJsonLd(value: unknown): string | null {
  if (!value) return null;
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return JSON.stringify(value);
}

/** Page title, meta description and structured data; React 19 hoists title and meta into head. */
export function Seo({ title, description, jsonLd, noIndex }: SeoProps) {
  const fullTitle = title.includes(env.siteName) ? title : `${title} | ${env.siteName}`;
  // `<` is escaped so a string in the data cannot close the script element.
  const ld = toJsonLd(jsonLd)?.replace(/</g, '\\u003c');
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {ld ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ld }} /> : null}
    </>
  );
}
