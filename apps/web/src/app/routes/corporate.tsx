import { FaqList } from '@/components/rich-text/faq-list';
import { useCorporateFaq } from '@/features/content/api/get-pages';
import { InfoPageView } from '@/features/content/components/info-page-view';

export function Component() {
  const { data: faq } = useCorporateFaq();
  return <InfoPageView slug="corporate">{faq?.length ? <FaqList items={faq} /> : null}</InfoPageView>;
}
