import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { PriorityPool } from './connection-priority.ts';
import { retryOnConflict } from './transaction.ts';

/**
 * A statement the hot paths run as plain SQL (issue 24): written with named parameters (`:userId`) so that its text
 * reads top to bottom, and kept under a name, so PostgreSQL parses it once per connection (and, in a transaction,
 * plans it once: `BEGIN_GENERIC`). `::type` casts are not parameters.
 */
export interface Statement {
  name: string;
  /** The text with `$1`, `$2`… where the named parameters were. */
  text: string;
  /** The parameters' names, in the order of their numbers. */
  params: readonly string[];
}

const NAMED_PARAMETER = /(?<!:):([a-zA-Z][a-zA-Z0-9]*)/g;

/** A named statement from SQL text with `:name` parameters; a name used twice is one parameter. */
export function statement(name: string, text: string): Statement {
  const params: string[] = [];
  const positional = text.replace(NAMED_PARAMETER, (_, param: string) => {
    const at = params.indexOf(param);
    if (at !== -1) return `$${at + 1}`;
    params.push(param);
    return `$${params.length}`;
  });
  return { name, text: positional, params };
}

/** The statement's values in the order of its parameters; a value not given is a mistake in our code, not a null. */
export function bind(s: Statement, values: Readonly<Record<string, unknown>>): unknown[] {
  return s.params.map((param) => {
    if (values[param] === undefined) throw new Error(`statement ${s.name}: no value for :${param}`);
    return values[param];
  });
}

/** Runs statements on one connection or transaction. */
export interface SqlSession {
  rows<R>(s: Statement, values: Readonly<Record<string, unknown>>): Promise<R[]>;
}

/**
 * Runs statements, and groups them in transactions: all or nothing, retried when PostgreSQL aborts one to resolve a
 * conflict.
 */
export interface SqlRunner extends SqlSession {
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
}

/** Attempts in all, when PostgreSQL aborts a transaction to resolve a conflict (as `unitOfWork`). */
const TRANSACTION_ATTEMPTS = 3;

/**
 * Opens a transaction whose statements run on their generic plan, in the same round trip. PostgreSQL keeps planning a
 * named statement for each call's values while those plans look cheaper than its generic plan, and for a statement
 * fed arrays (`unnest(:ids::int[])`) they always do: the order's write was planned anew on every order, about 1 ms of
 * the database's time, for the same plan of index lookups by key. `set local` ends with the transaction.
 */
const BEGIN_GENERIC = 'begin; set local plan_cache_mode = force_generic_plan';

/**
 * Statements on node-postgres, through its public API: `query({ name, text, values })` on a connection of the pool.
 * With `first`, the connections are asked for ahead of other work waiting (`PriorityPool.connectFirst`): the order
 * path.
 */
export function postgresRunner(pool: PriorityPool, options: { first?: boolean } = {}): SqlRunner {
  const connect = () => (options.first ? pool.connectFirst() : pool.connect());
  const on = (client: pg.PoolClient): SqlSession => ({
    async rows<R>(s: Statement, values: Readonly<Record<string, unknown>>) {
      const result = await client.query<R & pg.QueryResultRow>({ name: s.name, text: s.text, values: bind(s, values) });
      return result.rows;
    },
  });
  return {
    async rows(s, values) {
      const client = await connect();
      try {
        return await on(client).rows(s, values);
      } finally {
        client.release();
      }
    },
    transaction: (work) =>
      retryOnConflict(TRANSACTION_ATTEMPTS, async () => {
        const client = await connect();
        // A connection whose rollback failed is in an unknown state: the pool drops it rather than lending it again.
        let broken: Error | undefined;
        try {
          await client.query(BEGIN_GENERIC);
          const result = await work(on(client));
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch((rollbackErr: Error) => {
            broken = rollbackErr;
          });
          throw err;
        } finally {
          client.release(broken);
        }
      }),
  };
}

/**
 * Statements on the embedded database, through PGlite's public API: `query(text, values)`, and `transaction`, which
 * holds its one connection until the work ends. It keeps no statement by name; parsing in process costs little.
 */
export function pgliteRunner(client: PGlite): SqlRunner {
  const on = (target: Pick<PGlite, 'query'>): SqlSession => ({
    async rows<R>(s: Statement, values: Readonly<Record<string, unknown>>) {
      return (await target.query<R>(s.text, bind(s, values))).rows;
    },
  });
  return {
    ...on(client),
    transaction: (work) => retryOnConflict(TRANSACTION_ATTEMPTS, () => client.transaction((tx) => work(on(tx)))),
  };
}

/**
 * A piece of one module's SQL inside another module's statement (decision 008): the common table expressions it adds,
 * each `name as (…)`, and the expression it answers there. Its inputs are the SQL expressions it is given (parameters,
 * or columns of the statement it goes into).
 */
export interface SqlPart {
  ctes: readonly string[];
  answer: string;
}
