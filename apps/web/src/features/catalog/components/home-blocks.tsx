import { PRICE_BANDS, aedText, type HomeOffer, type PromoBanner } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { ShopImage } from '@/components/ui/shop-image';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';

/** Spec section 1's storefront banner: the offer texts staff keep (the home rows' answer brings them), in order. */
export function OfferBanner({ offers }: { offers: readonly HomeOffer[] }) {
  if (!offers.length) return null;
  return (
    <section className="offer" aria-label="Current offers">
      {offers.map((offer) => (
        <p key={offer.id}>
          <strong>{offer.headline}</strong>
          {offer.detail ? ` ${offer.detail}` : null}
        </p>
      ))}
    </section>
  );
}

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <p className="hero__eyebrow">Dubai’s neighbourhood cellar</p>
        <h1 id="hero-title">Fine wine, craft beer &amp; rare spirits, delivered across Dubai</h1>
        <p className="hero__lead">{`Hand-picked bottles from our warehouse to your door. Free delivery above ${SHOP_TERMS.freeDeliveryAbove}, cash or card on delivery.`}</p>
        <div className="hero__actions">
          <Link className="btn btn--light" to={paths.shop('wine')}>
            Shop wine
          </Link>
          <Link className="btn btn--outline-light" to={paths.shop('whiskey-and-bourbon')}>
            Explore whiskey
          </Link>
        </div>
      </div>
      <HeroArt />
    </section>
  );
}

export function ShopByPrice() {
  return (
    <section className="by-price" aria-labelledby="by-price-title">
      <h2 id="by-price-title">Shop by price</h2>
      <ul role="list">
        {PRICE_BANDS.map((band) => (
          <li key={band.slug}>
            <Link to={paths.shopByPrice(band.slug)}>
              <span className="by-price__label">{`Under ${aedText(band.maxFils)}`}</span>
              <span className="by-price__cta" aria-hidden="true">
                Shop now →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PromoBanners({ banners }: { banners: PromoBanner[] }) {
  if (!banners.length) return null;
  return (
    <section className="promos" aria-label="Promotions">
      <ul role="list">
        {banners.map((b) => (
          <li key={b.id}>
            <Link to={paths.product(b.product_route, b.category_route)} className="promo">
              <ShopImage
                src={b.image}
                sizes="(max-width: 760px) 100vw, 420px"
                alt={b.title}
                width={800}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <span className="promo__title">{b.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Decorative bottles and a glass, drawn inline so the hero needs no image request. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <circle cx="190" cy="160" r="130" fill="rgb(233 207 159 / 10%)" />
      <g fill="rgb(250 246 241 / 14%)" stroke="rgb(233 207 159 / 55%)" strokeWidth="2">
        <path d="M92 40h24v46c0 10 22 20 22 48v146H70V134c0-28 22-38 22-48z" />
        <path d="M170 20h22v62c0 12 26 22 26 52v146h-74V134c0-30 26-40 26-52z" />
        <path d="M252 120h60l-4 40a26 26 0 0 1-52 0z" />
        <path d="M282 186v70M262 260h40" strokeLinecap="round" />
      </g>
      <path d="M256 146h52l-2 14a24 24 0 0 1-48 0z" fill="rgb(163 33 58 / 70%)" />
      <rect x="80" y="170" width="48" height="58" rx="4" fill="rgb(233 207 159 / 30%)" />
      <rect x="155" y="160" width="52" height="64" rx="4" fill="rgb(233 207 159 / 30%)" />
    </svg>
  );
}
