import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductActionsProvider, type ProductActions } from '@/components/product-actions';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { NotifyMeSlot } from '@/features/stock-alerts/components/notify-me-slot';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { setSessionEndHandler, setTokenSource } from '@/lib/api-client';
import { selectIsCorporate, selectToken, useAppStore } from '@/stores/app-store';
import { ProductQuoteSlot } from './product-quote-slot';

setTokenSource(() => selectToken(useAppStore.getState()));
// A 401 SESSION_INVALID from any call logs the client out (issue 8): the server has already ended the session.
setSessionEndHandler(() => useAppStore.getState().logout());

/** The cart and wishlist features plug their buttons into every product the catalog shows. */
const productActions: ProductActions = { AddToCart: AddToCartButton, Wishlist: WishlistButton, NotifyMe: NotifyMeSlot };
/** Corporate buyers ask for quotations instead (decision 017). */
const corporateActions: ProductActions = { Quote: ProductQuoteSlot, NotifyMe: NotifyMeSlot };

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  // Spec section 6: corporate buyers have no cart or wishlist, so their product cards and pages have
  // no Add To Cart button and no heart.
  const corporate = useAppStore(selectIsCorporate);
  return (
    <QueryClientProvider client={client}>
      <ProductActionsProvider value={corporate ? corporateActions : productActions}>{children}</ProductActionsProvider>
    </QueryClientProvider>
  );
}
