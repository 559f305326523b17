import {
  canMoveOrder,
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  REFUSAL_REASON_LABELS,
  shopToday,
  type OrderState,
  type RefusalReason,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { StaffActor } from '../staff/index.ts';
import type { OrderPorts } from './order-ports.ts';
import { asState } from './order-presenting.ts';
import type { MoveSteps } from './payment-steps.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';

/** What a move carries besides its target: who made it, and what the rules of that move ask for. */
export interface MoveOptions {
  note?: string;
  /** A staff move: audited, and held to the staff rules. None: the customer's own cancel. */
  actor?: StaffActor;
  /** The version the mover saw: a move made meanwhile wins, and this one gets a conflict (issue 25). */
  version?: number;
  /** Why it was refused at the door or counter: required for `refused`. */
  refusalReason?: RefusalReason;
  /** The courier's tick, 'ID checked at the door: name matches, 21 or over': required for `delivered`. */
  idChecked?: boolean;
}

export interface OrderMovesDeps {
  repo: OrdersRepo;
  transaction: UnitOfWork<OrderPorts>;
  announceStockChange: () => void;
  notifier: Notifier;
  onDeliveryError: (err: unknown) => void;
  now: () => Date;
  /** The payment's steps along the path (capture on dispatch, settlement on delivery, refund on cancel). */
  steps?: MoveSteps;
}

/** Tells an order's customer something: by e-mail and SMS, each when the order has it; a failure is only logged. */
export function orderTeller(notifier: Notifier, onDeliveryError: (err: unknown) => void) {
  return (order: OrderRow, subject: string, text: string): void => {
    // An account may have no e-mail (another account proved the one it claimed, decision 018): the SMS still goes.
    if (order.customerEmail)
      void notifier
        .send({ channel: 'email', to: order.customerEmail, subject, text, purpose: 'order' })
        .catch(onDeliveryError);
    if (order.customerMobile)
      void notifier.send({ channel: 'sms', to: order.customerMobile, text, purpose: 'order' }).catch(onDeliveryError);
  };
}

/** Moves that end an order without a sale: its stock and coupon come back, exactly once. */
const GIVES_BACK: readonly OrderState[] = ['cancelled', 'refused'];

/**
 * Moving an order along its path (issue 25, item 7), as customers (a cancel) and staff make them. The rules are
 * checked before the transaction and again by it: the state and version are compared as the row is updated, so of two
 * moves made at once one wins and the other gets a clear conflict. Each move is told to the customer.
 */
export function createOrderMoves({ repo, transaction, announceStockChange, notifier, ...deps }: OrderMovesDeps) {
  const tell = orderTeller(notifier, deps.onDeliveryError);

  /** What the customer reads about a move. */
  function message(order: OrderRow, to: OrderState): string {
    const base = `Your Cellar order ${order.orderNumber} is now: ${ORDER_STATE_LABELS[to].toLowerCase()}.`;
    if (to !== 'refused' || !order.refusalReason) return base;
    const reason = REFUSAL_REASON_LABELS[order.refusalReason as RefusalReason] ?? order.refusalReason;
    return `${base} Reason: ${reason.toLowerCase()}. Nothing is charged, and you can order again any time.`;
  }

  /** The staff rules of a move that the state alone does not decide. */
  function checkStaffRules(to: OrderState, options: MoveOptions): void {
    if (to === 'delivered' && options.idChecked !== true)
      throw new ValidationError(ORDER_MESSAGES.idCheckRequired, { id_checked: [ORDER_MESSAGES.idCheckRequired] });
    if (to === 'refused' && !options.refusalReason)
      throw new ValidationError(ORDER_MESSAGES.refusalReasonRequired, {
        refusal_reason: [ORDER_MESSAGES.refusalReasonRequired],
      });
  }

  return {
    tell,

    async move(order: OrderRow, to: OrderState, options: MoveOptions = {}): Promise<OrderRow> {
      if (!canMoveOrder(asState(order.state), to))
        throw new ConflictError(
          to === 'cancelled' ? ORDER_MESSAGES.cannotCancel : `An order that is ${order.state} cannot become ${to}.`,
        );
      if (options.version !== undefined && options.version !== order.version)
        throw new ConflictError(ORDER_MESSAGES.changedMeanwhile(order.state));
      if (options.actor) checkStaffRules(to, options);
      await deps.steps?.before(order, to);
      let refundId: number | undefined;
      const moved = await transaction(async (tx) => {
        refundId = undefined;
        // A buyer whose age no staff member verified is never confirmed (the law asks it before the goods are packed).
        if (to === 'confirmed' && options.actor) {
          const proven = order.userId !== null && (await tx.ages.verifiedUntil(order.userId, shopToday(deps.now())));
          if (!proven) throw new ConflictError(ORDER_MESSAGES.ageNotVerified);
        }
        const changed = await tx.orders.move(order.id, order.state, to, {
          note: options.note,
          version: order.version,
          refusalReason: options.refusalReason,
        });
        if (!changed) return false;
        refundId = await deps.steps?.within(tx, order, to);
        if (GIVES_BACK.includes(to)) {
          for (const line of await tx.orders.linesOf([order.id]))
            if (line.priceVariationId !== null) await tx.stock.give(line.priceVariationId, line.qty);
          await tx.coupons.release(order.id);
        }
        if (options.actor)
          await tx.audit.record(options.actor, {
            action: 'order.move',
            entity: 'order',
            entityId: order.id,
            before: { state: order.state, version: order.version },
            after: {
              state: to,
              version: order.version + 1,
              ...(options.note && { note: options.note }),
              ...(options.refusalReason && { refusal_reason: options.refusalReason }),
              ...(to === 'delivered' && { id_checked: true }),
            },
          });
        return true;
      });
      const after = (await repo.find({ id: order.id }))!;
      if (!moved) throw new ConflictError(ORDER_MESSAGES.changedMeanwhile(after.state));
      if (GIVES_BACK.includes(to)) announceStockChange();
      tell(after, `Order ${after.orderNumber}: ${ORDER_STATE_LABELS[to]}`, message(after, to));
      if (refundId === undefined) return after;
      // Outside the transaction: the gateway is asked once the cancel has committed (decision 028).
      await deps.steps!.after(refundId);
      return (await repo.find({ id: order.id }))!;
    },
  };
}

export type OrderMoves = ReturnType<typeof createOrderMoves>;
