import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../testing/test-app.ts';
import { bind, statement } from './sql-runner.ts';

describe('a statement with named parameters', () => {
  it('numbers each name once, in order of first use, and leaves casts alone', () => {
    const s = statement('t', "select :a::int + :b::int, :a::text, '{}'::json");
    expect(s.text).toBe("select $1::int + $2::int, $1::text, '{}'::json");
    expect(s.params).toEqual(['a', 'b']);
    expect(bind(s, { b: 2, a: 1 })).toEqual([1, 2]);
  });

  it('refuses to run without a value for a parameter (null is a value)', () => {
    const s = statement('t', 'select :a, :b');
    expect(bind(s, { a: null, b: 0 })).toEqual([null, 0]);
    expect(() => bind(s, { a: 1 })).toThrow('statement t: no value for :b');
  });
});

describe.each(testDatabases())('statements run through the driver, on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const sum = statement('runner_test_sum', 'select :a::int + :b::int as n, :list::int[] as list');
  const insert = statement('runner_test_insert', 'insert into runner_test (n) values (:n)');
  const count = statement('runner_test_count', 'select count(*)::int as n from runner_test');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.orderSql.rows(statement('runner_test_table', 'create table runner_test (n int not null)'), {});
  });
  afterAll(() => database?.drop());

  it('answers rows, with arrays in and out, and again by the same name', async () => {
    expect(await database.orderSql.rows(sum, { a: 1, b: 2, list: [3, 4] })).toEqual([{ n: 3, list: [3, 4] }]);
    expect(await database.orderSql.rows(sum, { a: 5, b: 6, list: [] })).toEqual([{ n: 11, list: [] }]);
  });

  it('commits a transaction whose work succeeds, and undoes every write of one whose work throws', async () => {
    await database.orderSql.transaction((tx) => tx.rows(insert, { n: 1 }));
    await expect(
      database.orderSql.transaction(async (tx) => {
        await tx.rows(insert, { n: 2 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await database.orderSql.rows(count, {})).toEqual([{ n: 1 }]);
  });

  it.runIf(kind === 'postgres')('plans a named statement once in a transaction, not anew for each call', async () => {
    const byList = statement('runner_test_by_list', 'select n from runner_test where n = any(:list::int[])');
    const plans = statement(
      'runner_test_plans',
      "select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'runner_test_by_list'",
    );
    const [counts] = await database.orderSql.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await tx.rows(byList, { list: [i, i + 1] });
      return tx.rows(plans, {});
    });
    // Left to PostgreSQL, the first five calls are planned for their values, and for a statement fed an array every
    // later one too.
    expect(counts).toEqual({ generic: 8, custom: 0 });
  });

  it('gives back a connection after a failed statement, so the next transaction runs', async () => {
    await expect(database.orderSql.transaction((tx) => tx.rows(insert, { n: null }))).rejects.toMatchObject({
      code: '23502',
    });
    expect(await database.orderSql.transaction((tx) => tx.rows(count, {}))).toEqual([{ n: 1 }]);
  });
});
