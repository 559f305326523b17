import { SHOP_UTC_OFFSET_HOURS } from '@shop/shared/rules';

/** The shop's offset as ISO 8601 writes it (`+04:00`): the shop keeps Dubai time all year. */
const OFFSET = `+${String(SHOP_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/** An instant as a `datetime-local` field shows it, in the shop's time: `2026-12-01T09:30`. */
export function toShopLocal(iso: string): string {
  const shifted = new Date(Date.parse(iso) + SHOP_UTC_OFFSET_HOURS * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** What a `datetime-local` field holds, read as shop time, as ISO 8601 with the offset; '' stays ''. */
export function fromShopLocal(local: string): string {
  if (local === '') return '';
  return `${local.length === 16 ? `${local}:00` : local}${OFFSET}`;
}
