import {
  CUSTOMER_MESSAGES,
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMERS_PAGE_SIZE,
  filsToAed,
  toPaged,
  type Address,
  type AgeProof,
  type CustomerAccount,
  type CustomerAddress,
  type CustomerDetail,
  type CustomerOrder,
  type CustomerPage,
  type CustomerSearchQuery,
  type CustomerSummary,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { CustomerListRow, CustomerOrderRow, CustomersRepo } from './customers.repo.ts';
import type { UserRow } from './users.repo.ts';

export interface CustomersServiceDeps {
  /** Reads, outside any transaction. */
  repo: CustomersRepo;
  /** A block or unblock, the sessions it ends and its audit entry, in one transaction (issue 25). */
  staffWrite: UnitOfWork<Audited<CustomersRepo>>;
  /** Where the staff's check of the customer's Emirates ID stands today (the orders module keeps the checks). */
  ageProofOf: (userId: number) => Promise<AgeProof>;
  /** The customer's address book, default first (the addresses module keeps it). */
  addressesOf: (userId: number) => Promise<Address[]>;
}

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const userType = (value: string) => (value === 'corporate' ? 'corporate' : 'user');

function presentSummary(row: CustomerListRow): CustomerSummary {
  return {
    id: row.id,
    user_type: userType(row.userType),
    full_name: row.fullName,
    email: row.email,
    mobile: row.mobile,
    created_at: new Date(row.createdAt).toISOString(),
    blocked: row.blockedAt !== null,
  };
}

/** The account's own fields, picked one by one: its password hash and Google subject never leave the server. */
function presentAccount(row: UserRow): CustomerAccount {
  return {
    ...presentSummary(row),
    email_verified_at: isoOrNull(row.emailVerifiedAt),
    mobile_verified_at: isoOrNull(row.mobileVerifiedAt),
    google_linked: row.googleSubject !== null,
    landmark: row.landmark,
    current_location: row.currentLocation,
    nationality: row.nationality,
    dob: row.dob,
    anniversary_date: row.anniversaryDate,
    company_name: row.companyName,
    designation: row.designation,
    landline: row.landline,
    updated_at: new Date(row.updatedAt).toISOString(),
    blocked_at: isoOrNull(row.blockedAt),
    blocked_reason: row.blockedReason,
  };
}

const presentOrder = (row: CustomerOrderRow): CustomerOrder => ({
  id: row.id,
  order_number: row.orderNumber,
  created_at: row.createdAt,
  state: row.state as CustomerOrder['state'],
  total_amount: filsToAed(row.totalFils),
  eid_provided: row.eidProvided,
});

/** An address of the customer's book (as the addresses module presents it), for staff. */
const presentAddress = ({ user_id: _owner, default: isDefault, ...address }: Address): CustomerAddress => ({
  ...address,
  is_default: isDefault === 1,
});

/** What an audit entry keeps of a block: whether the account is blocked, and why it is (or is no longer). */
const blockState = (blocked: boolean, reason: string | null) => ({ blocked, reason });

/**
 * Customers for the back office (issue 25, item 9): search, one account with its orders, addresses and age proof,
 * and blocking. A block ends the account's sessions in its own transaction, so nothing it had opened opens anything
 * once it commits; logins refuse a blocked account (`account-block.ts`).
 */
export function createCustomersService({ repo, staffWrite, ageProofOf, addressesOf }: CustomersServiceDeps) {
  /** Blocks (`reason` says why) or unblocks (`reason` says why not any more), audited in the same transaction. */
  async function setBlocked(actor: StaffActor, id: number, blocked: boolean, reason: string): Promise<CustomerAccount> {
    const row = await staffWrite(async (tx) => {
      const before = await tx.repo.lock(id);
      if (!before) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
      if ((before.blockedAt !== null) === blocked)
        throw new ConflictError(blocked ? CUSTOMER_MESSAGES.alreadyBlocked : CUSTOMER_MESSAGES.notBlocked);
      const after = await tx.repo.setBlock(id, blocked ? reason : null);
      if (blocked) await tx.repo.endSessions(id);
      await tx.audit.record(actor, {
        action: blocked ? 'customer.block' : 'customer.unblock',
        entity: 'customer',
        entityId: id,
        before: blockState(!blocked, before.blockedReason),
        after: blockState(blocked, reason),
      });
      return after!;
    });
    return presentAccount(row);
  }

  return {
    async search(query: CustomerSearchQuery): Promise<CustomerPage> {
      const { rows, total } = await repo.search(query.q || undefined, query.page, CUSTOMERS_PAGE_SIZE);
      return toPaged(rows.map(presentSummary), query.page, total, CUSTOMERS_PAGE_SIZE);
    },

    async view(id: number): Promise<CustomerDetail> {
      const account = await repo.findById(id);
      if (!account) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
      const [orders, addresses, idCheck] = await Promise.all([
        repo.orders(id, CUSTOMER_ORDERS_SHOWN),
        addressesOf(id),
        ageProofOf(id),
      ]);
      return {
        customer: presentAccount(account),
        orders: orders.rows.map(presentOrder),
        order_count: orders.total,
        addresses: addresses.map(presentAddress),
        age_proof: {
          has_date_of_birth: account.dob !== null,
          emirates_id_provided: orders.withEid > 0,
          emirates_id_orders: orders.withEid,
          id_check: idCheck,
        },
      };
    },

    block: (actor: StaffActor, id: number, reason: string) => setBlocked(actor, id, true, reason),
    unblock: (actor: StaffActor, id: number, reason: string) => setBlocked(actor, id, false, reason),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
