import { ShopImage } from '@/components/ui/shop-image';
import type { ReactNode } from 'react';
import { RichHtml } from '@/components/rich-text/rich-html';
import { shopDate } from '@/lib/shop-date';

interface ArticleBodyProps {
  title: string;
  image: string;
  date: string;
  html: string;
  byline?: string;
  breadcrumbs: ReactNode;
}

/** A blog post or news item's page body; the HTML is sanitized. */
export function ArticleBody({ title, image, date, html, byline, breadcrumbs }: ArticleBodyProps) {
  return (
    <article className="article">
      {breadcrumbs}
      <header className="article__head">
        <h1>{title}</h1>
        <p className="article__meta">
          {byline ? <span>{byline} · </span> : null}
          <time dateTime={date}>{shopDate(date)}</time>
        </p>
      </header>
      <ShopImage
        className="article__image"
        src={image}
        sizes="(max-width: 1000px) 100vw, 960px"
        width={960}
        height={540}
        fetchPriority="high"
      />
      <RichHtml className="prose article__content" html={html} />
    </article>
  );
}
