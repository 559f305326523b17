/** A day as the shop writes it, in its own time zone (Dubai): "12 March 2026"; '' for a value that is not a date. */
export function shopDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });
}
