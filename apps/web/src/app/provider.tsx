import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductActionsProvider, type ProductActions } from '@/components/product-actions';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { setTokenSource } from '@/lib/api-client';
import { selectToken, useAppStore } from '@/stores/app-store';

setTokenSource(() => selectToken(useAppStore.getState()));

/** The cart and wishlist features plug their buttons into every product the catalog shows. */
const productActions: ProductActions = { AddToCart: AddToCartButton, Wishlist: WishlistButton };

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ProductActionsProvider value={productActions}>{children}</ProductActionsProvider>
    </QueryClientProvider>
  );
}
