import { FaqList } from '@/components/rich-text/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { useCorporate } from '@/features/content/api/get-pages';

export function Component() {
  const { data, isPending } = useCorporate();
  return (
    <div className="container page">
      <Seo title={data?.title ?? 'Corporate accounts'} description="Corporate accounts for offices, hotels and events in Dubai: volume pricing, quotations and scheduled delivery." />
      <PageHeader title={data?.title ?? 'Corporate accounts'} lead={data?.description} />
      {isPending ? <Spinner /> : null}
      {data ? (
        <ul className="benefits" role="list">
          {data.benefits.map((b) => (
            <li key={b.title} className="benefit">
              <h2>{b.title}</h2>
              <p>{b.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {data?.faq.length ? <FaqList items={data.faq} /> : null}
    </div>
  );
}
