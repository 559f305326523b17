import { Suspense, type ReactNode } from 'react';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { SHOP_TERMS } from '@/config/shop-terms';
import { useBestSelling, useFeatured } from '@/features/catalog/api/get-home';
import { ChoiceTiles } from '@/features/catalog/components/choice-tiles';
import { Hero, OfferBanner, PromoBanners, ShopByPrice } from '@/features/catalog/components/home-blocks';
import { HomeRow, homeRows } from '@/features/catalog/components/home-row';

const ORG_LD = {
  '@context': 'https://schema.org',
  '@type': 'LiquorStore',
  name: env.siteName,
  description: 'Online beer, wine, spirits and champagne shop in Dubai, UAE.',
  address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
  currenciesAccepted: 'AED',
  paymentAccepted: 'Cash, Credit Card',
};

/** Height a featured row takes before it renders (rows from the third: always far below the first screen). */
const ROW_HEIGHT = 460;

/**
 * A section below the first screen, in a Suspense boundary of its own: the server renders it in place (nothing in it
 * suspends), and React hydrates it in a pass after the rest of the page instead of in one long task with it (issue 24).
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function Component() {
  // The rows come from the featured products, the promo banners with the best sellers (decision 011).
  const featured = useFeatured();
  const bestSelling = useBestSelling();
  const rows = featured.data ? homeRows(featured.data) : [];
  const isPending = featured.isPending || bestSelling.isPending;
  return (
    <>
      <Seo
        title="Cellar — Beer, Wine, Spirits & Champagne Delivery in Dubai"
        description={`Order beer, wine, whiskey, vodka, tequila, rum, cognac and champagne online in Dubai. Prices in AED, free delivery above ${SHOP_TERMS.freeDeliveryAbove}, cash or card on delivery.`}
        jsonLd={ORG_LD}
      />
      <Hero />
      <div className="container">
        <OfferBanner offers={featured.data?.offers ?? []} />
        {isPending ? <Spinner /> : null}
        {featured.isError ? (
          <p className="notice notice--error" role="alert">
            Our best sellers could not be loaded. Please refresh the page.
          </p>
        ) : null}
        {/* Everything below the rows waits for them, so nothing on screen moves when they arrive; the
            first two render at once (on a tall screen both are in view, so no placeholder may stand in). Below the
            first row, each section hydrates apart (`Later`, or when near) and skips its layout until near (CSS). */}
        {isPending ? null : (
          <>
            {rows.slice(0, 1).map((row) => (
              <HomeRow key={row.category.id} row={row} eager />
            ))}
            {rows.slice(1, 2).map((row) => (
              <Later key={row.category.id}>
                <HomeRow row={row} below />
              </Later>
            ))}
            <Later>
              <ShopByPrice />
            </Later>
            {rows.slice(2, 4).map((row) => (
              <RenderWhenNear key={row.category.id} minHeight={ROW_HEIGHT}>
                <HomeRow row={row} below />
              </RenderWhenNear>
            ))}
            <Later>
              <ChoiceTiles />
              {bestSelling.data ? <PromoBanners banners={bestSelling.data.banners} /> : null}
            </Later>
            {rows.slice(4).map((row) => (
              <RenderWhenNear key={row.category.id} minHeight={ROW_HEIGHT}>
                <HomeRow row={row} below />
              </RenderWhenNear>
            ))}
          </>
        )}
      </div>
    </>
  );
}
