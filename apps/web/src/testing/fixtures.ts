import type { Category, ListingResponse, PriceVariation, ProductCard, ProductDetail } from '@shop/shared';

export function variation(patch: Partial<PriceVariation> = {}): PriceVariation {
  const value = patch.value ?? '750 ml';
  return {
    id: 1, product_id: 1, variation_id: 1, variation_value_id: 1, value, price: 100, offer_price: 0, discount_price: 0, stock: 10, pack_of: '',
    variation: { id: 1, name: 'Size' }, values: { id: patch.variation_value_id ?? 1, name: value }, ...patch,
  };
}

export function category(patch: Partial<Category> = {}): Category {
  const title = patch.title ?? 'Wine';
  return {
    id: 2, route: 'wine', title, name: title, description: 'All the wine.', image: null,
    seo: { meta_title: title, meta_description: `${title} in Dubai`, schema_markup: { '@type': 'CollectionPage' } }, ...patch,
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
    ...patch,
  };
}

export function listing(products: ProductCard[], page = 1, lastPage = 5): ListingResponse {
  return {
    status: 200,
    category: category(),
    sub_category: null,
    product: { data: products, current_page: page, last_page: lastPage, per_page: 12, from: (page - 1) * 12 + 1, to: (page - 1) * 12 + products.length, total: lastPage * 12 },
    total: lastPage * 12,
    faq: [],
  };
}

export function productDetail(patch: Partial<ProductDetail> = {}): ProductDetail {
  const card = product(patch);
  return {
    ...card, short_description: '', long_description: '', details: '<p>Shipping details.</p>', slider_images: [card.featured_img],
    seo: { meta_title: card.name, meta_description: '', schema_markup: { '@type': 'Product' } }, tasting_notes: '', abv: 13, origin: null, ...patch,
  };
}
