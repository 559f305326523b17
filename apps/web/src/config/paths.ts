import { storefrontPath } from '@shop/shared/rules';

/** Every storefront URL, built from the shared route table (spec section 2). */
export const paths = {
  home: () => storefrontPath('home'),
  about: () => storefrontPath('about'),
  corporate: () => storefrontPath('corporate'),
  shop: (cat: string, subcat?: string | null) =>
    subcat ? storefrontPath('shopSubcategory', { cat, subcat }) : storefrontPath('shop', { cat }),
  shopByPrice: (slug: string) => storefrontPath('shopByPrice', { cat: slug }),
  ourChoice: (choice: string) => storefrontPath('ourChoice', { choice }),
  product: (route: string, cat?: string | null) =>
    cat ? storefrontPath('productInCategory', { cat, id: route }) : storefrontPath('product', { id: route }),
  blog: () => storefrontPath('blog'),
  blogCategory: (cat: string) => storefrontPath('blogCategory', { cat }),
  blogPost: (cat: string, id: string | number) => storefrontPath('blogPost', { cat, id }),
  news: () => storefrontPath('news'),
  newsPost: (id: string | number) => storefrontPath('newsPost', { id }),
  faq: () => storefrontPath('faq'),
  contact: () => storefrontPath('contact'),
  platinumClub: () => storefrontPath('platinumClub'),
  privacy: () => storefrontPath('privacy'),
  terms: () => storefrontPath('terms'),
  returns: () => storefrontPath('returns'),
  shipping: () => storefrontPath('shipping'),
  cart: () => storefrontPath('cart'),
  wishlist: () => storefrontPath('wishlist'),
  checkout: () => storefrontPath('checkout'),
  /** The confirmation of a placed order, by its number (in the query: personal pages have no path parameters). */
  checkoutConfirmation: (orderNumber: string) =>
    `${storefrontPath('checkoutConfirmation')}?order=${encodeURIComponent(orderNumber)}`,
  account: () => storefrontPath('account'),
  accountProfile: () => storefrontPath('accountProfile'),
  orders: () => storefrontPath('accountOrders'),
  /** One order, by its number. */
  order: (orderNumber: string) => `${storefrontPath('accountOrder')}?number=${encodeURIComponent(orderNumber)}`,
  /** The reset page an e-mailed link opens (its token is in the fragment, which no request carries). */
  resetPassword: () => storefrontPath('resetPassword'),
} as const;

/** The header's category strip, in the spec's order. */
export const MENU_STRIP: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Beer', to: paths.shop('beer') },
  { label: 'Wine', to: paths.shop('wine') },
  { label: 'Spirit', to: paths.shop('spirits') },
  { label: 'Champagne', to: paths.shop('champagne') },
  { label: 'Premium', to: paths.shop('premium') },
  { label: 'Promotion', to: paths.shop('promotion') },
  { label: 'Vodka', to: paths.shop('vodka') },
  { label: 'Tequila', to: paths.shop('tequila') },
  { label: 'Whiskey', to: paths.shop('whiskey-and-bourbon') },
  { label: 'Rum', to: paths.shop('rum') },
  { label: 'Cognac & Brandy', to: paths.shop('brandy-and-cognac') },
  { label: 'Others', to: paths.shop('others') },
];
