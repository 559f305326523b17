import { discountPercent, displayedPrice, formatAed, type PriceVariation } from '@shop/shared/rules';

/** Displayed price by the shared rule; the list price struck through and the percent off when reduced. */
export function PriceTag({ variation, size = 'md' }: { variation: PriceVariation | undefined; size?: 'md' | 'lg' }) {
  if (!variation) return <p className="price price--none">Price on request</p>;
  const shown = displayedPrice(variation);
  const percent = discountPercent(variation);
  // A full price is the paragraph's only text: no element of its own (a listing shows one per card, issue 24).
  if (percent <= 0) return <p className={`price price--${size} price__now`}>{formatAed(shown)}</p>;
  return (
    <p className={`price price--${size}`}>
      <span className="price__now">
        <span className="visually-hidden">Now </span>
        {formatAed(shown)}
      </span>
      <s className="price__was">
        <span className="visually-hidden">Was </span>
        {formatAed(variation.price)}
      </s>
      <span className="price__off">{`${percent}% off`}</span>
    </p>
  );
}
