import { matchStorefrontRoute, storefrontPathOf } from '@shop/shared/rules';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { absoluteUrl } from '@/lib/absolute-url';

interface SeoProps {
  title: string;
  description?: string;
  /** JSON-LD: an object, or a JSON string such as a category's `schema_markup`. */
  jsonLd?: unknown;
  noIndex?: boolean;
  /**
   * The page's one URL, as a path (with `?page=n` where the view is paged). Pages whose records have
   * routes pass the records' own; by default it is the current path written the route table's way,
   * without any query (sort, filters and tracking tags are not other pages).
   */
  canonicalPath?: string;
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

/** Page title, meta description, canonical link and structured data; React 19 hoists them into head. */
export function Seo({ title, description, jsonLd, noIndex, canonicalPath }: SeoProps) {
  const { pathname } = useLocation();
  const fullTitle = title.includes(env.siteName) ? title : `${title} | ${env.siteName}`;
  // `<` is escaped so a string in the data cannot close the script element.
  const ld = toJsonLd(jsonLd)?.replace(/</g, '\\u003c');
  const match = matchStorefrontRoute(pathname);
  const canonical = noIndex ? null : absoluteUrl(canonicalPath ?? (match ? storefrontPathOf(match) : pathname));
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {ld ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ld }} /> : null}
    </>
  );
}
