import type { PriceVariation } from '@shop/shared/rules';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a cart or wishlist control needs to know about the product it acts on. */
export interface ProductActionTarget {
  id: number;
  route: string;
  name: string;
  variation: PriceVariation | undefined;
  qty?: number;
}

/** A control that is absent is not rendered at all (with what only it needs, such as a quantity). */
export interface ProductActions {
  AddToCart?: ComponentType<{ product: ProductActionTarget; className?: string }>;
  Wishlist?: ComponentType<{ product: ProductActionTarget; className?: string }>;
  /** A corporate buyer's quotation request for the chosen size (decision 017), where the cart would be. */
  Quote?: ComponentType<{ product: ProductActionTarget; className?: string }>;
  /** 'Notify me' on a size with stock 0 (back-in-stock alerts, decision 017): for guests and every account type. */
  NotifyMe?: ComponentType<{ product: ProductActionTarget; className?: string }>;
}

/** No control at all: the default (corporate buyers get the quotation control instead, decision 017). */
export const NO_PRODUCT_ACTIONS: ProductActions = {};

const ProductActionsContext = createContext<ProductActions>(NO_PRODUCT_ACTIONS);

/**
 * The catalog shows cart and wishlist controls without importing those features: the app plugs
 * the cart and wishlist features' buttons in here, or none for a viewer who may not use them.
 */
export function ProductActionsProvider({ value, children }: { value: ProductActions; children: ReactNode }) {
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
