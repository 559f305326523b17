import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { formatDay } from '../../lib/shop-format.ts';
import { previewHtml } from './content-api.ts';

interface ArticlePreviewProps {
  title: string;
  byline?: string;
  /** ISO 8601, or empty for now. */
  date: string;
  /** The picture's address, when it is known. */
  imageUrl?: string;
  html: string;
}

/**
 * A post or news item as the storefront's page shows it: the body cleaned by the server's sanitizer (the one the
 * storefront's answers are built with), in the storefront's article markup and styles (`@shop/ui/article.css`).
 */
export function ArticlePreview({ title, byline, date, imageUrl, html }: ArticlePreviewProps) {
  const cleaned = useQuery({ queryKey: ['content', 'preview', html], queryFn: () => previewHtml(html) });
  return (
    <section className="storefront-preview" aria-label="Preview as the storefront shows it">
      <ErrorAlert error={cleaned.error} />
      <article className="article">
        <header className="article__head">
          <h1>{title || 'Untitled'}</h1>
          <p className="article__meta">
            {byline ? <span>{byline} · </span> : null}
            <time>{formatDay(date || new Date().toISOString())}</time>
          </p>
        </header>
        {imageUrl && <img className="article__image" src={imageUrl} alt="" width={960} height={540} />}
        {cleaned.data ? (
          // Cleaned by the server with the shared allow-list, as the storefront renders it.
          <div className="prose article__content" dangerouslySetInnerHTML={{ __html: cleaned.data.html }} />
        ) : (
          cleaned.isPending && <Loading what="the preview" />
        )}
      </article>
    </section>
  );
}
