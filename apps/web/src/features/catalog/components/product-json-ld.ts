import { CURRENCY, displayedPrice, htmlToText, isSoldOut, type ProductDetail, type Review } from '@shop/shared/rules';
import { absoluteUrl } from '@/lib/absolute-url';

/** Reviews the structured data carries at most (the newest). */
const JSON_LD_REVIEWS = 5;

/**
 * schema.org Product for a product page at its canonical `url`, with one Offer per size and, once it has reviews,
 * its AggregateRating and the newest `reviews`.
 */
export function productJsonLd(product: ProductDetail, url: string, reviews: readonly Review[] = []) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: htmlToText(product.name),
    image: product.slider_images.map((src) => absoluteUrl(src)),
    description: htmlToText(product.long_description || product.tasting_notes).slice(0, 500),
    sku: String(product.id),
    category: product.category.title,
    ...(product.brands ? { brand: { '@type': 'Brand', name: product.brands.name } } : {}),
    offers: product.price_variation.map((v) => ({
      '@type': 'Offer',
      name: v.value,
      price: displayedPrice(v).toFixed(2),
      priceCurrency: CURRENCY,
      availability: isSoldOut(v) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url,
    })),
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.message,
            datePublished: r.created_at.slice(0, 10),
            author: { '@type': 'Person', name: r.author },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
