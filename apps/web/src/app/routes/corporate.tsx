import { FaqList } from '@/components/rich-text/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { CORPORATE_COPY } from '@/features/content/corporate';
import { useCorporateFaq } from '@/features/content/api/get-pages';

export function Component() {
  const { data: faq } = useCorporateFaq();
  return (
    <div className="container page">
      <Seo
        title={CORPORATE_COPY.title}
        description="Corporate accounts for offices, hotels and events in Dubai: volume pricing, quotations and scheduled delivery."
      />
      <PageHeader title={CORPORATE_COPY.title} lead={CORPORATE_COPY.description} />
      <ul className="benefits" role="list">
        {CORPORATE_COPY.benefits.map((b) => (
          <li key={b.title} className="benefit">
            <h2>{b.title}</h2>
            <p>{b.description}</p>
          </li>
        ))}
      </ul>
      {faq?.length ? <FaqList items={faq} /> : null}
    </div>
  );
}
