import type { PriceVariation } from '@shop/shared';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a cart or wishlist control needs to know about the product it acts on. */
export interface ProductActionTarget {
  id: number;
  route: string;
  name: string;
  variation: PriceVariation | undefined;
  qty?: number;
}

export interface ProductActions {
  AddToCart: ComponentType<{ product: ProductActionTarget; className?: string }>;
  Wishlist: ComponentType<{ product: ProductActionTarget; className?: string }>;
}

const NoAction = () => null;
const ProductActionsContext = createContext<ProductActions>({ AddToCart: NoAction, Wishlist: NoAction });

/**
 * The catalog shows cart and wishlist controls without importing those features: the app plugs
 * the cart and wishlist features' buttons in here.
 */
export function ProductActionsProvider({ value, children }: { value: ProductActions; children: ReactNode }) {
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
