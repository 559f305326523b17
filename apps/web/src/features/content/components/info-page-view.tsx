import { INFO_PAGE_LABELS, type InfoPageSlug } from '@shop/shared/rules';
import type { ReactNode } from 'react';
import { RichHtml } from '@/components/rich-text/rich-html';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { useInfoPage } from '@/features/content/api/get-pages';
import { shopDate } from '@/lib/shop-date';

interface InfoPageViewProps {
  slug: InfoPageSlug;
  /** Policies say when they last changed; the about and corporate pages do not. */
  dated?: boolean;
  /** A narrow column, as long texts read best. */
  narrow?: boolean;
  /** What follows the words (a page's FAQ). */
  children?: ReactNode;
}

/** An information page as staff wrote it in the back office: its title, its lead line and its words. */
export function InfoPageView({ slug, dated = false, narrow = false, children }: InfoPageViewProps) {
  const { data: page, isError, refetch } = useInfoPage(slug);
  const layout = `container page${narrow ? ' page--narrow' : ''}`;
  if (!page)
    return (
      <div className={layout}>
        {/* The page's name until its words come, so the page is never without a heading. */}
        <PageHeader title={INFO_PAGE_LABELS[slug]} />
        {isError ? (
          <p className="notice notice--error" role="alert">
            This page could not be loaded.{' '}
            <button type="button" className="link-button" onClick={() => refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <Spinner />
        )}
      </div>
    );
  return (
    <div className={layout}>
      <Seo title={page.title} description={page.description} />
      <PageHeader title={page.title} lead={page.description} />
      <RichHtml className="prose" html={page.content} />
      {dated ? (
        <p className="page__updated">
          Last updated: <time dateTime={page.updated_at}>{shopDate(page.updated_at)}</time>.
        </p>
      ) : null}
      {children}
    </div>
  );
}
