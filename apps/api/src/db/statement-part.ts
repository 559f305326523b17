import type { SQL, WithSubquery } from 'drizzle-orm';

/**
 * A piece of one feature's SQL inside another feature's statement (decision 008): the common table expressions it
 * adds to the statement, and the value it answers there. An order is written in one statement built of parts that
 * the features owning the tables write (the cart's lines, the stock); app.ts hands them over, as it binds
 * repositories to a transaction.
 */
export interface StatementPart<T> {
  ctes: WithSubquery[];
  answer: SQL<T>;
}
