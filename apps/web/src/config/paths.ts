/** Every storefront URL, built in one place (spec section 2). */
export const paths = {
  home: () => '/',
  about: () => '/about',
  corporate: () => '/corporate',
  shop: (cat: string, subcat?: string | null) => (subcat ? `/shop/${cat}/${subcat}` : `/shop/${cat}`),
  shopByPrice: (slug: string) => `/shop-by-price/${slug}`,
  ourChoice: (choice: string) => `/our-choice/${choice}`,
  product: (route: string, cat?: string | null) => (cat ? `/product/${cat}/${route}` : `/product/${route}`),
  blog: () => '/blog',
  blogCategory: (cat: string) => `/blog/${cat}`,
  blogPost: (cat: string, id: string | number) => `/blog/${cat}/${id}`,
  news: () => '/news',
  newsPost: (id: string | number) => `/news/${id}`,
  faq: () => '/faq',
  contact: () => '/contact',
  privacy: () => '/privacy-policy',
  terms: () => '/terms-conditions',
  returns: () => '/return-refund',
  shipping: () => '/shipping-delivery',
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  checkout: () => '/checkout',
  account: () => '/account',
  orders: () => '/account/orders',
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

/** Shop-by-price tiles: the number before the first dash is the maximum price in AED. */
export const PRICE_BANDS: ReadonlyArray<{ slug: string; label: string }> = [
  { slug: '50-under-aed-50', label: 'Under AED 50' },
  { slug: '100-under-aed-100', label: 'Under AED 100' },
  { slug: '200-under-aed-200', label: 'Under AED 200' },
  { slug: '500-under-aed-500', label: 'Under AED 500' },
];
