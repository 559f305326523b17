import type { CartItem, PriceVariation, Slot } from '@shop/shared/rules';
import { variation } from '@/testing/fixtures';

let nextId = 1;

/** A cart line for tests: `price` AED a bottle, in a category (wine joins the wine offer). */
export function cartLine(price: number, qty: number, category = 'wine', patch: Partial<PriceVariation> = {}): CartItem {
  const id = nextId++;
  return {
    cart_id: id,
    qty,
    id,
    route: `bottle-${id}`,
    name: `Bottle ${id}`,
    featured_img: '/images/x.webp',
    category: { id: 2, route: category, name: category, title: category },
    price_variation: [variation({ price, ...patch })],
    line_total: price * qty,
    is_wine: category === 'wine',
  };
}

/** A slot for tests. */
export function slot(id: string, label: string): Slot {
  return { id, start: id, end: id, label };
}
