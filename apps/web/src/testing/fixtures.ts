import type { Category, ListingResponse, PriceVariation, ProductCard, ProductDetail } from '@shop/shared';

export function variation(patch: Partial<PriceVariation> = {}): PriceVariation {
  return { id: 1, product_id: 1, variation_id: 1, variation_value_id: 1, value: '750 ml', price: 100, offer_price: 0, discount_price: 0, stock: 10, ...patch };
}

export function product(patch: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    route: 'test-wine',
    name: 'Test Wine',
    featured_img: '/images/products/test-wine.svg',
    brands: { id: 1, name: 'Test Estate' },
    category: { id: 2, route: 'wine', title: 'Wine' },
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
    category: { id: 2, route: 'wine', title: 'Wine', description: 'All the wine.', image: null, seo: { meta_title: 'Wine', meta_description: 'Wine in Dubai', schema_markup: '' } },
    sub_category: null,
    product: { data: products, current_page: page, last_page: lastPage, per_page: 12, from: (page - 1) * 12 + 1, to: (page - 1) * 12 + products.length, total: lastPage * 12 },
    total: lastPage * 12,
    faq: [],
  };
}

export function category(patch: Partial<Category> = {}): Category {
  return { id: 2, route: 'wine', title: 'Wine', description: 'All the wine.', image: null, seo: { meta_title: 'Wine', meta_description: 'Wine in Dubai', schema_markup: '' }, ...patch };
}

export function productDetail(patch: Partial<ProductDetail> = {}): ProductDetail {
  return { ...product(), description: '', tasting_notes: '', abv: 13, gallery: [], origin: null, category: category(), sub_category: null, ...patch };
}
