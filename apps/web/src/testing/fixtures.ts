import {
  aedToFils,
  displayedPrice,
  filsToAed,
  priceOrder,
  type CartItem,
  type CartResponse,
  type Category,
  type InfoPage,
  type InfoPageSlug,
  type ListingResponse,
  type PriceVariation,
  type ProductCard,
  type ProductDetail,
  type ProductReviewsResponse,
  type Review,
  type WishlistItem,
} from '@shop/shared/rules';

export function variation(patch: Partial<PriceVariation> = {}): PriceVariation {
  const value = patch.value ?? '750 ml';
  return {
    id: 1,
    product_id: 1,
    variation_id: 1,
    variation_value_id: 1,
    value,
    price: 100,
    offer_price: 0,
    discount_price: 0,
    stock: 10,
    pack_of: '',
    variation: { id: 1, name: 'Size' },
    values: { id: patch.variation_value_id ?? 1, name: value },
    ...patch,
  };
}

export function category(patch: Partial<Category> = {}): Category {
  const title = patch.title ?? 'Wine';
  return {
    id: 2,
    route: 'wine',
    title,
    name: title,
    description: 'All the wine.',
    image: null,
    seo: { meta_title: title, meta_description: `${title} in Dubai`, schema_markup: { '@type': 'CollectionPage' } },
    ...patch,
  };
}

export function product(patch: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    route: 'test-wine',
    name: 'Test Wine',
    featured_img: '/images/products/test-wine.svg',
    brands: { id: 1, name: 'Test Estate' },
    category_id: 2,
    category: category(),
    sub_category: null,
    is_premium: false,
    is_promotion: false,
    created_at: '2025-01-01T00:00:00.000Z',
    price_variation: [variation()],
    rating: { average: 0, count: 0 },
    ...patch,
  };
}

export function listing(products: ProductCard[], page = 1, lastPage = 5): ListingResponse {
  return {
    status: 200,
    category: category(),
    sub_category: null,
    product: {
      data: products,
      current_page: page,
      last_page: lastPage,
      per_page: 12,
      from: (page - 1) * 12 + 1,
      to: (page - 1) * 12 + products.length,
      total: lastPage * 12,
    },
    total: lastPage * 12,
    faq: [],
  };
}

export function productDetail(patch: Partial<ProductDetail> = {}): ProductDetail {
  const card = product(patch);
  return {
    ...card,
    short_description: '',
    long_description: '',
    details: '<p>Shipping details.</p>',
    slider_images: [card.featured_img],
    seo: { meta_title: card.name, meta_description: '', schema_markup: { '@type': 'Product' } },
    tasting_notes: '',
    abv: 13,
    origin: null,
    ...patch,
  };
}

/** A cart line as `GET /auth/carts/{id}` sends it. */
export function cartItem(patch: Partial<CartItem> = {}): CartItem {
  const size = patch.price_variation?.[0] ?? variation({ product_id: patch.id ?? 1 });
  const qty = patch.qty ?? 1;
  return {
    cart_id: 1,
    qty,
    id: 1,
    route: 'test-wine',
    name: 'Test Wine',
    featured_img: '/images/products/test-wine.svg',
    category: { id: 2, route: 'wine', name: 'Wine', title: 'Wine' },
    price_variation: [size],
    line_total: displayedPrice(size) * qty,
    is_wine: true,
    ...patch,
  };
}

/** The cart answer for `lines`, summed up as the server does (the shared pricing rule, every line a wine). */
export function cartResponse(lines: CartItem[]): CartResponse {
  if (!lines.length) return { status: 404, message: 'Cart is Empty' };
  const totals = priceOrder({
    lines: lines.map((l) => ({
      unitFils: aedToFils(displayedPrice(l.price_variation[0]!)),
      qty: l.qty,
      isWine: l.category.route === 'wine',
    })),
    fulfilment: 'delivery',
  });
  return {
    status: 200,
    data: {
      cart: lines,
      total: filsToAed(totals.subtotalFils),
      summary: {
        subtotal: filsToAed(totals.subtotalFils),
        offer_discount: filsToAed(totals.offerDiscountFils),
        shipping: filsToAed(totals.shippingFils),
        total: filsToAed(totals.totalFils),
        vat: filsToAed(totals.vatFils),
        items: lines.reduce((n, l) => n + l.qty, 0),
      },
    },
  };
}

/** A wishlist line as `GET /auth/wishlist/{id}` sends it. */
export function wishlistItem(patch: Partial<WishlistItem> = {}): WishlistItem {
  return {
    wishlist_id: 1,
    id: 1,
    route: 'test-wine',
    name: 'Test Wine',
    featured_img: '/images/products/test-wine.svg',
    category: { id: 2, route: 'wine', name: 'Wine', title: 'Wine' },
    price_variation: [variation({ product_id: patch.id ?? 1 })],
    ...patch,
  };
}

/** `GET /product-reviews/{id}`: a product's reviews (none by default). */
export function productReviews(
  reviews: Review[] = [],
  patch: Partial<ProductReviewsResponse> = {},
): ProductReviewsResponse {
  const distribution = [0, 0, 0, 0, 0];
  for (const r of reviews) distribution[r.rating - 1]! += 1;
  const count = reviews.length;
  const average = count ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / count) * 10) / 10 : 0;
  return {
    status: 200,
    rating: { average, count },
    distribution,
    data: reviews,
    current_page: 1,
    last_page: 1,
    per_page: 5,
    total: count,
    ...patch,
  };
}

export function review(patch: Partial<Review> = {}): Review {
  return {
    id: 1,
    product_id: 1,
    rating: 4,
    title: 'Lovely with lamb',
    message: 'Soft tannins.',
    author: 'Layla H.',
    verified: false,
    created_at: '2026-03-12T10:00:00.000Z',
    updated_at: '2026-03-12T10:00:00.000Z',
    ...patch,
  };
}

const INFO_PAGE_WORDS: Record<InfoPageSlug, [title: string, content: string]> = {
  about: ['About Cellar', '<p>Cellar began with a simple idea.</p>'],
  corporate: ['Corporate & Trade', '<h2>Quotations on request</h2><p>Ask from any product page.</p>'],
  'privacy-policy': [
    'Privacy Policy',
    '<h2>Who we are</h2><p>Write to <a href="mailto:care@shop.example">care@shop.example</a>.</p>',
  ],
  'terms-conditions': ['Terms & Conditions', '<h2>Age</h2><p>Adults only.</p>'],
  'return-refund': ['Return & Refund', '<h2>Returns</h2><p>Within 7 days.</p>'],
  'shipping-delivery': ['Shipping & Delivery', '<h2>Where we deliver</h2><p>Across Dubai.</p>'],
};

/** An information page as `GET /pages/{slug}` answers it (placeholders filled by the API). */
export function infoPage(slug: InfoPageSlug, patch: Partial<InfoPage> = {}): InfoPage {
  const [title, content] = INFO_PAGE_WORDS[slug];
  return {
    slug,
    title,
    description: `${title}: the lead line.`,
    content,
    updated_at: '2025-01-01T00:00:00.000Z',
    ...patch,
  };
}
