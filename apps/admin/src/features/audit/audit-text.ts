import {
  INFO_PAGE_LABELS,
  inShopTime,
  isAuditAction,
  isAuditEntity,
  isInfoPageSlug,
  orderNumber,
  quotationNumber,
  STAFF_ROLE_LABELS,
  type AuditEntry,
  type StaffMember,
  type StaffRole,
} from '@shop/shared/rules';
import { ACTION_LABELS, ENTITY_LABELS } from './audit-words.ts';

/** How the audit log words its entries: times on the shop's clock, who, what was done and to what. */

// The shop's clock (UTC+4) from the shared helper, written with its UTC fields: the same on every device.
const moment = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `28 Nov 2026, 14:05:09`, in the shop's time (Dubai) whatever the device's. */
export const formatWhen = (iso: string) => moment.format(inShopTime(new Date(iso)));

/** An action in words; one this screen does not know (an entry from before it was renamed) is shown as recorded. */
export const actionLabel = (action: string) => (isAuditAction(action) ? ACTION_LABELS[action] : action);

export const entityKindLabel = (entity: string) => (isAuditEntity(entity) ? ENTITY_LABELS[entity] : entity);

export interface Actor {
  /** The member's name, or how a write made outside the app is named (`command line (staff:create)`). */
  name: string;
  email?: string;
  role?: string;
  service: boolean;
}

const PERSON = /^(.*) <([^<>]+)> \((\w+)\)$/;

/**
 * Who made an entry. The server keeps the label as it was then (`Name <email> (role)`), so a renamed or re-roled
 * member reads as they were; whether the account is a service account comes from the member list, when shown.
 */
export function actorOf(entry: Pick<AuditEntry, 'actor' | 'staff_id'>, members?: readonly StaffMember[]): Actor {
  const person = PERSON.exec(entry.actor);
  if (!person) return { name: entry.actor, service: false };
  const [, name = '', email, role = ''] = person;
  const member = members?.find((m) => m.id === entry.staff_id);
  const roleLabel = role in STAFF_ROLE_LABELS ? STAFF_ROLE_LABELS[role as StaffRole] : role;
  return { name, email, role: roleLabel, service: member?.kind === 'service' };
}

export interface EntityView {
  /** `Order CEL-000042`, `Customer 17`. */
  text: string;
  /** The back office screen of the entity, when there is one. */
  to?: string;
}

/** An entity id as people know it, for the filter's field: an order or a quotation by its number. */
export function shownEntityId(entity: string | undefined, id: string | undefined): string | undefined {
  if (!id || !/^\d{1,9}$/.test(id)) return id;
  if (entity === 'order') return orderNumber(Number(id));
  if (entity === 'quotation') return quotationNumber(Number(id));
  return id;
}

/** What an entry touched, linking to where staff see it: an order, a customer (the ID's owner for an ID). */
export function entityOf(entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'after' | 'before'>): EntityView {
  const id = entry.entity_id;
  const numeric = /^\d{1,9}$/.test(id);
  switch (entry.entity) {
    case 'order':
      return numeric
        ? { text: `Order ${orderNumber(Number(id))}`, to: `/orders/${orderNumber(Number(id))}` }
        : { text: `Order ${id}`, to: `/orders/${encodeURIComponent(id)}` };
    case 'customer':
      return { text: `Customer ${id}`, to: `/customers/${encodeURIComponent(id)}` };
    case 'quotation':
      return { text: numeric ? `Quotation ${quotationNumber(Number(id))}` : `Quotation ${id}` };
    case 'stock':
      return { text: `Stock of size ${id}` };
    case 'coupon':
      return {
        text: `Coupon ${String(entry.after?.code ?? entry.before?.code ?? id)}`,
        to: `/coupons/${encodeURIComponent(id)}`,
      };
    case 'product':
    case 'product_price':
      return { text: `${entityKindLabel(entry.entity)} ${id}`, to: `/catalog/products/${encodeURIComponent(id)}` };
    case 'post':
      return { text: `Blog post ${id}`, to: `/content/posts/${encodeURIComponent(id)}` };
    case 'news':
      return { text: `News item ${id}`, to: `/content/news/${encodeURIComponent(id)}` };
    case 'info_page':
      return isInfoPageSlug(id)
        ? { text: `${INFO_PAGE_LABELS[id]} page`, to: `/content/pages/${id}` }
        : { text: `Information page ${id}` };
    default:
      // A reorder touches a whole list (top-level categories are `top`), not one entity.
      if (id === 'all') return { text: `Every ${entityKindLabel(entry.entity).toLowerCase()}` };
      if (id === 'top' && entry.entity === 'category') return { text: 'Top-level categories' };
      return { text: `${entityKindLabel(entry.entity)} ${id}` };
  }
}

/** The customer an Emirates ID belongs to, named in its entries (`user_id`), to link to them. */
export function idOwnerOf(entry: Pick<AuditEntry, 'entity' | 'after' | 'before'>): number | undefined {
  if (entry.entity !== 'eid') return undefined;
  const owner = entry.after?.user_id ?? entry.before?.user_id;
  return typeof owner === 'number' && Number.isInteger(owner) ? owner : undefined;
}
