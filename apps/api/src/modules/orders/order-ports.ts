import type { Placeholder, SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { StatementPart } from '../../db/statement-part.ts';
import type { judgeCoupon } from '../coupons/coupon-rules.ts';
import type { OrdersRepo } from './orders.repo.ts';

/**
 * What an order's transaction needs of other features, by shape (decision 008: app.ts binds their repositories to
 * the transaction): the catalog's stock and the coupons. The statement that writes an order also takes its stock and
 * empties its cart (`OrderStatementParts`), so the stock port only puts stock back and tells what is left.
 */
export interface OrderPorts {
  orders: OrdersRepo;
  stock: {
    give(priceVariationId: number, qty: number): Promise<void>;
    stockOf(priceVariationId: number): Promise<number>;
  };
  coupons: {
    findByCode(code: string, lock?: boolean): Promise<Parameters<typeof judgeCoupon>[0]>;
    uses(couponId: number, userId: number): Promise<{ total: number; mine: number }>;
    redeem(couponId: number, userId: number, orderId: number): Promise<void>;
    release(orderId: number): Promise<void>;
  };
}

/** A cart line as an order reads it. */
export interface OrderCartLine { id: number; productId: number; priceVariationId: number; qty: number }

/** A saved address as an order copies it (the order keeps its own copy). */
export interface OrderAddress {
  addressType: string; fullName: string; email: string | null; mobile: string; country: string; state: string | null; city: string;
  postalCode: string | null; addressLine1: string; addressLine2: string | null;
}

/** A size whose stock an order took, with its prices as they are in the database at that moment. */
export interface OrderTakenSize { priceVariationId: number; priceFils: number; offerPriceFils: number; discountPriceFils: number }

/**
 * The parts of an order's two statements (what it reads before pricing, and what writes it) that the features owning
 * the tables write, by shape (decision 008): app.ts hands them to the orders repository. Every order makes these two
 * statements, so each is one round trip, kept prepared, and built once with placeholders for every value.
 */
export interface OrderStatementParts {
  /** The user's cart lines, oldest first. */
  cartLines(userId: Placeholder): SQL<OrderCartLine[]>;
  /** One of the user's addresses, or null when it is not theirs. */
  address(userId: Placeholder, addressId: Placeholder): SQL<OrderAddress | null>;
  /** Removes the cart lines read (ids and quantities as arrays; each still of its quantity); answers how many it removed. */
  takeCart(db: Database, userId: Placeholder, lineIds: Placeholder, lineQtys: Placeholder): StatementPart<number>;
  /** Takes the stock of the relation named `want` (id, product_id, qty) where enough is left; answers the sizes taken. */
  takeStock(db: Database, want: string): StatementPart<OrderTakenSize[]>;
}
