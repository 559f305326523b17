import { pageFromQuery } from '@shop/shared/rules';
import { useSearchParams } from 'react-router';
import { FaqList } from '@/components/rich-text/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFaqPage } from '@/features/content/api/get-pages';
import { pagedPath } from '@/lib/absolute-url';

/** /faq, paged by the API (`?page=`, paging at the top level of the answer). */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromQuery(search);
  const { data, isPending } = useFaqPage(page);
  return (
    <div className="container page page--narrow">
      <Seo
        title="Frequently Asked Questions"
        canonicalPath={pagedPath(paths.faq(), page)}
        description="Answers about ordering, delivery in Dubai, ID checks, payment on delivery, returns and corporate accounts at Cellar."
      />
      <PageHeader
        title="Frequently Asked Questions"
        lead="Ordering, delivery, ID checks and payment: the answers to what shoppers ask us most."
      />
      {isPending ? <Spinner /> : null}
      {data ? (
        <>
          <FaqList items={data.data} title={`Questions ${data.from ?? 0}–${data.to ?? 0} of ${data.total}`} />
          <Pagination
            page={data.current_page}
            pageCount={data.last_page}
            hrefFor={(p) => pagedPath(paths.faq(), p)}
            onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
          />
        </>
      ) : null}
    </div>
  );
}
