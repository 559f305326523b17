import type { Me } from '@shop/shared/rules';
import type { ProductActionTarget } from '@/components/product-actions';
import { useMe } from '@/features/auth/api/get-me';
import { AccountQuotations } from '@/features/quotations/components/account-quotations';
import { ProductQuote } from '@/features/quotations/components/product-quote';
import type { QuotationContact } from '@/features/quotations/components/quotation-form';
import { selectIsCorporate, useAppStore } from '@/stores/app-store';
// The request form's fields share the account forms' look (`.field`), which the product page does not load otherwise.
import '@/features/auth/components/auth.css';

/** The account's company details, which prefill a quotation request. */
export function contactOf(me: Me): QuotationContact {
  return { company_name: me.company_name ?? '', full_name: me.full_name, email: me.email, mobile: me.mobile };
}

/** Undefined while the account's details load, null when they cannot be read (the buyer then types them). */
function useQuotationContact(): QuotationContact | null | undefined {
  const { data: me, isPending } = useMe();
  if (me) return contactOf(me);
  return isPending ? undefined : null;
}

/**
 * Quotations join two features: the quotation feature's form and the account's details (decision 017). The
 * product page's box, plugged into the purchase box for corporate buyers (app/provider.tsx).
 */
export function ProductQuoteAction({ product }: { product: ProductActionTarget; className?: string }) {
  return <ProductQuote product={product} contact={useQuotationContact()} />;
}

/** /account's quotations, for corporate buyers only (nothing for other accounts). */
export function AccountQuotationsSection() {
  return useAppStore(selectIsCorporate) ? <CorporateQuotations /> : null;
}

function CorporateQuotations() {
  return <AccountQuotations contact={useQuotationContact()} />;
}
