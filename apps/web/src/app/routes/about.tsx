import { FaqList } from '@/components/rich-text/faq-list';
import { useAboutFaq } from '@/features/content/api/get-pages';
import { InfoPageView } from '@/features/content/components/info-page-view';

export function Component() {
  const { data: faq } = useAboutFaq();
  return <InfoPageView slug="about">{faq?.length ? <FaqList items={faq} /> : null}</InfoPageView>;
}
