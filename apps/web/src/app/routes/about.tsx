import { Link } from '@/components/link';
import { FaqList } from '@/components/rich-text/faq-list';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';
import { useAboutFaq } from '@/features/content/api/get-pages';

export function Component() {
  const { data: faq } = useAboutFaq();
  return (
    <div className="container page">
      <Seo
        title="About Cellar"
        description="Cellar is Dubai’s neighbourhood wine and spirits shop: a warehouse, a store and delivery across the city."
      />
      <PageHeader title="About Cellar" lead="Dubai’s neighbourhood wine and spirits shop, online." />
      <div className="prose">
        <p>
          Cellar began with a simple idea: buying a good bottle in Dubai should be as easy as ordering dinner. From our
          temperature-controlled warehouse and our store (both on the <Link to={paths.contact()}>contact page</Link>),
          we deliver beer, wine, spirits and Champagne across the city, usually the same day.
        </p>
        <p>
          Our buyers taste everything we list. You will find everyday favourites next to small-producer wines, rare
          single malts and prestige cuvées, each with honest tasting notes and fair prices in dirhams.
        </p>
        <h2>What we promise</h2>
        <ul>
          <li>{`Free delivery on orders above ${SHOP_TERMS.freeDeliveryAbove}, and a flat ${SHOP_TERMS.shippingCharge} below that.`}</li>
          <li>{`Buy one wine and get the second up to ${SHOP_TERMS.wineOfferPercent}% off, for wines under ${SHOP_TERMS.wineOfferBelow}.`}</li>
          <li>{`Cash or card on delivery, with ID checked at the door: we sell only to adults aged ${SHOP_TERMS.minimumAge} and over.`}</li>
          <li>Corporate accounts for offices, hotels and events, with quotations on request.</li>
        </ul>
      </div>
      {faq?.length ? <FaqList items={faq} /> : null}
    </div>
  );
}
