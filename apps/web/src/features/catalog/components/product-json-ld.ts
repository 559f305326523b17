import { CURRENCY, displayedPrice, htmlToText, isSoldOut, type ProductDetail } from '@shop/shared';
import { absoluteUrl } from '@/lib/absolute-url';

/** schema.org Product for a product page at its canonical `url`, with one Offer per size. */
export function productJsonLd(product: ProductDetail, url: string) {
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
  };
}
