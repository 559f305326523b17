/**
 * Amounts in shop copy (banners, policies): whole dirhams without decimals, as people write them.
 * Prices use formatAed ('AED 1,249.50') instead.
 */

/** An amount of fils as a number of dirhams: 10000 is '100', 1250 is '12.50'. */
export function aedAmount(fils: number): string {
  const aed = Math.round(fils) / 100;
  return Number.isInteger(aed)
    ? aed.toLocaleString('en-US')
    : aed.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An amount of fils with its currency first, as the storefront writes it: 'AED 100'. */
export function aedText(fils: number): string {
  return `AED ${aedAmount(fils)}`;
}
