/**
 * Spec section 8: these categories' shelves are still being stocked, so an empty listing there says
 * the products are on their way instead of 'No Product Found!'.
 */
export const COMING_SOON_CATEGORIES: readonly string[] = ['others', 'cigars', 'liquor-chocolate'];

/** Spec section 8, word for word. */
export const COMING_SOON_TEXT = 'Keep an eye out! Our latest products will be arriving shortly.';

/** True when any given category route (the category or its subcategory) is a coming-soon one. */
export function isComingSoon(...routes: Array<string | null | undefined>): boolean {
  return routes.some((route) => !!route && COMING_SOON_CATEGORIES.includes(route.toLowerCase()));
}
