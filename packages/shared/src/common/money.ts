/**
 * Money is held as integer fils (1 AED = 100 fils) so arithmetic is exact;
 * the API shows amounts in AED as numbers with at most two decimals.
 */

/** Converts integer fils to an AED amount for display or JSON. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / 100;
}

/** Converts an AED amount (number or decimal string) to integer fils, rounding half away from zero. */
export function aedToFils(aed: number | string): number {
  const value = Number(aed);
  if (!Number.isFinite(value) || (typeof aed === 'string' && aed.trim() === ''))
    throw new RangeError(`Not an amount: ${aed}`);
  // Round on the decimal digits, not the binary value: 1.005 * 100 is 100.49999... in floating point.
  const digits = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(typeof aed === 'string' ? aed.trim() : String(aed));
  if (!digits) return Math.sign(value) * Math.round(Math.abs(value) * 100);
  const [, sign, whole = '', fraction = ''] = digits;
  const padded = fraction.padEnd(3, '0');
  const fils = Number(whole || '0') * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  return sign === '-' ? -fils : fils;
}

/** Thousands separators in a run of digits: "1249" → "1,249". */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats an AED amount as the storefront shows it, e.g. "AED 1,249.50": two decimals (half away from zero) and
 * commas between thousands, as `Intl.NumberFormat('en-US')` would write it. Written out rather than through Intl:
 * a phone's first `Intl.NumberFormat` loads locale data for some 15 ms, in the task that starts the storefront
 * (issue 24).
 */
export function formatAed(aed: number): string {
  if (!Number.isFinite(aed)) return `AED ${aed}`;
  const fils = Math.round(Math.abs(aed) * 100);
  const whole = String(Math.floor(fils / 100)).replace(THOUSANDS, ',');
  const sign = aed < 0 && fils > 0 ? '-' : '';
  return `AED ${sign}${whole}.${String(fils % 100).padStart(2, '0')}`;
}
