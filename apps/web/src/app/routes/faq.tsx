import { useSearchParams } from 'react-router';
import { FaqList } from '@/components/ui/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { useFaqPage } from '@/features/content/api/get-pages';

/** /faq, paged. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
  const { data, isPending } = useFaqPage(page);
  return (
    <div className="container page page--narrow">
      <Seo title="Frequently Asked Questions" description="Answers about ordering, delivery in Dubai, ID checks, payment on delivery, returns and corporate accounts at Cellar." />
      <PageHeader title="Frequently Asked Questions" lead="Ordering, delivery, ID checks and payment: the answers to what shoppers ask us most." />
      {isPending ? <Spinner /> : null}
      {data ? (
        <>
          <FaqList items={data.data} title={`Questions ${data.from ?? 0}–${data.to ?? 0} of ${data.total}`} />
          <Pagination page={data.current_page} pageCount={data.last_page} hrefFor={(p) => `/faq${p > 1 ? `?page=${p}` : ''}`} onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
        </>
      ) : null}
    </div>
  );
}
