import { ShopImage } from '@/components/ui/shop-image';
import { Link } from '@/components/link';
import { SafeHtml } from '@/components/ui/safe-html';
import { shopDate } from '@/lib/shop-date';

export interface ArticleCardProps {
  to: string;
  title: string;
  /** HTML (`short_description`), cleaned before it is shown. */
  excerpt: string;
  image: string;
  date: string;
  kicker?: string;
  eager?: boolean;
}

/** A blog post or news item in a list. */
export function ArticleCard({ to, title, excerpt, image, date, kicker, eager }: ArticleCardProps) {
  return (
    <article className="article-card">
      <Link to={to} className="article-card__media" tabIndex={-1} aria-hidden="true">
        <ShopImage
          src={image}
          sizes="(max-width: 760px) 100vw, 480px"
          width={480}
          height={270}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Link>
      <div className="article-card__body">
        <p className="article-card__meta">
          {kicker ? <span>{kicker}</span> : null}
          <time dateTime={date}>{shopDate(date)}</time>
        </p>
        <h2 className="article-card__title">
          <Link to={to}>{title}</Link>
        </h2>
        <SafeHtml as="p" className="article-card__excerpt" html={excerpt} />
      </div>
    </article>
  );
}
