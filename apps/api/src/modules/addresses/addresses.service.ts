import {
  ADDRESS_MESSAGES,
  type AccountAddressBody,
  type Address,
  type AddressFields,
  type CheckoutAddressBody,
} from '@shop/shared';
import { unitOfWork, type UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { assertOwnUser } from '../../lib/ownership.ts';
import type { Database } from '../../db/client.ts';
import { createAddressesRepo, type AddressesRepo, type AddressRow, type AddressValues } from './addresses.repo.ts';

export interface AddressesServiceDeps {
  repo: AddressesRepo;
  /** Groups the writes that touch several rows (a new default). */
  transaction: UnitOfWork<AddressesRepo>;
}

/** An address as every address call answers it. */
export function presentAddress(row: AddressRow): Address {
  return {
    id: row.id,
    user_id: row.userId,
    default: row.isDefault ? 1 : 0,
    address_type: row.addressType as Address['address_type'],
    full_name: row.fullName,
    email: row.email,
    mobile: row.mobile,
    country: row.country,
    state: row.state,
    city: row.city,
    postal_code: row.postalCode,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
  };
}

function valuesOf(fields: AddressFields, addressType: string): AddressValues {
  return {
    addressType,
    fullName: fields.full_name,
    email: fields.email,
    mobile: fields.mobile,
    country: fields.country,
    state: fields.state,
    city: fields.city,
    postalCode: fields.postal_code,
    addressLine1: fields.address_line1,
    addressLine2: fields.address_line2,
  };
}

/**
 * The address book (spec section 7): the account's calls (flat, `postal_code`) and the checkout's (nested under
 * `billing_address`, `zip_code`), over one table. Every call is the session's user's own.
 */
export function createAddressesService({ repo, transaction }: AddressesServiceDeps) {
  async function save(userId: number, id: number | undefined, values: AddressValues): Promise<AddressRow> {
    if (id === undefined) return repo.insert(userId, values);
    const row = await repo.update(userId, id, values);
    if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    return row;
  }

  return {
    async list(userId: number, claimed?: number): Promise<Address[]> {
      assertOwnUser(userId, claimed);
      return (await repo.list(userId)).map(presentAddress);
    },

    async detail(userId: number, id: number): Promise<Address> {
      const row = await repo.find(userId, id);
      if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
      return presentAddress(row);
    },

    /** `POST /addresses`: the account form; with `id` it edits that address. */
    async saveAccount(userId: number, body: AccountAddressBody): Promise<Address> {
      assertOwnUser(userId, body.user_id);
      return presentAddress(await save(userId, body.id, valuesOf(body, body.address_type)));
    },

    /** `POST /auth/add-address` and `/auth/update-addresses`: the checkout form. */
    async saveCheckout(userId: number, body: CheckoutAddressBody): Promise<Address> {
      assertOwnUser(userId, body.user_id);
      const { zip_code: postalCode, ...fields } = body.billing_address;
      return presentAddress(
        await save(userId, body.id, valuesOf({ ...fields, postal_code: postalCode }, body.address_type)),
      );
    },

    async makeDefault(userId: number, id: number, claimed?: number): Promise<void> {
      assertOwnUser(userId, claimed);
      if (!(await transaction((tx) => tx.makeDefault(userId, id)))) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await transaction((tx) => tx.delete(userId, id)))) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;

/** The address calls' service over a database: its reads, and its writes each in a transaction. */
export function addressesService(db: Database) {
  return createAddressesService({ repo: createAddressesRepo(db), transaction: unitOfWork(db, createAddressesRepo) });
}

/** A customer's address book, default first, as their own address calls answer it: for other modules (staff's view). */
export function addressBookReader(db: Database): (userId: number) => Promise<Address[]> {
  const repo = createAddressesRepo(db);
  return async (userId) => (await repo.list(userId)).map(presentAddress);
}
