import {
  FREE_SHIPPING_LIMIT_FILS,
  MINIMUM_AGE_YEARS,
  SHIPPING_CHARGE_FILS,
  WINE_OFFER_MAX_DISCOUNT_PERCENT,
  WINE_OFFER_PRICE_LIMIT_FILS,
  aedText,
} from '@shop/shared/rules';

/**
 * The shop's rules as storefront copy words them, built from @shop/shared so an amount or the age
 * limit is never written twice (shop-terms.test.ts fails if one comes back as a literal).
 */
export const SHOP_TERMS = {
  /** Orders above this amount ship free. */
  freeDeliveryAbove: aedText(FREE_SHIPPING_LIMIT_FILS),
  /** The flat delivery charge below that. */
  shippingCharge: aedText(SHIPPING_CHARGE_FILS),
  /** Minimum age in years for sign-up, login and delivery. */
  minimumAge: MINIMUM_AGE_YEARS,
  /** Percent off the second wine (storefront banner). */
  wineOfferPercent: WINE_OFFER_MAX_DISCOUNT_PERCENT,
  /** ...for wines under this price. */
  wineOfferBelow: aedText(WINE_OFFER_PRICE_LIMIT_FILS),
} as const;
