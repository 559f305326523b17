import type { InfoPageSlug } from '@shop/shared/rules';
import { InfoPageView } from '@/features/content/components/info-page-view';

/** /privacy-policy, /terms-conditions, /return-refund and /shipping-delivery, as staff wrote them. */
export function Component({ page }: { page: InfoPageSlug }) {
  return <InfoPageView slug={page} dated narrow />;
}
