import { ADDRESS_MESSAGES, SIGNUP_MESSAGES, type Address } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const home = {
  full_name: 'Layla Haddad',
  mobile: '+971 50 123 4567',
  country: 'United Arab Emirates',
  state: 'Dubai',
  city: 'Dubai',
  postal_code: '00000',
  address_line1: 'Villa 12, Street 4',
  address_line2: 'Jumeirah 1',
  address_type: 'Shipping',
};

describe.each(testDatabases())('addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });

  it('keeps an address book: the first is the default, the answer to a save is its text, edits and deletes', async () => {
    const { headers, user } = await signUp(t);
    const saved = await call('POST', '/addresses', headers, { user_id: user.id, ...home });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toBe(ADDRESS_MESSAGES.saved);
    await call('POST', '/addresses', headers, { ...home, address_line1: 'Office 5, Tower B', address_type: 'Billing' });
    let list = (await call('GET', `/addresses/${user.id}`, headers)).json() as Address[];
    expect(list.map((a) => [a.address_line1, a.default])).toEqual([
      ['Villa 12, Street 4', 1],
      ['Office 5, Tower B', 0],
    ]);
    expect(list[0]).toMatchObject({ mobile: '+971501234567', postal_code: '00000', user_id: user.id });

    const office = list[1]!;
    expect((await call('GET', `/address-detail/${office.id}`, headers)).json()).toEqual(office);
    expect((await call('POST', '/addresses', headers, { ...office, city: 'Abu Dhabi' })).json()).toBe(
      ADDRESS_MESSAGES.updated,
    );
    expect((await call('PUT', `/set-default/${office.id}`, headers, { user_id: user.id })).statusCode).toBe(200);
    list = (await call('GET', `/addresses/${user.id}`, headers)).json() as Address[];
    expect(list.map((a) => [a.city, a.default])).toEqual([
      ['Abu Dhabi', 1],
      ['Dubai', 0],
    ]);
    expect((await call('DELETE', `/addresses/${office.id}`, headers)).statusCode).toBe(200);
    expect(((await call('GET', `/addresses/${user.id}`, headers)).json() as Address[]).map((a) => a.default)).toEqual([
      1,
    ]);
  });

  it('keeps one default however saves and choices of the default race', async () => {
    const { headers, user } = await signUp(t);
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        call('POST', '/addresses', headers, { ...home, address_line1: `Villa ${n}` }),
      ),
    );
    expect(saves.every((r) => r.statusCode === 200)).toBe(true);
    const list = (await call('GET', `/addresses/${user.id}`, headers)).json() as Address[];
    expect(list).toHaveLength(6);
    expect(list.filter((a) => a.default === 1)).toHaveLength(1);
    const chosen = await Promise.all(list.map((a) => call('PUT', `/set-default/${a.id}`, headers, {})));
    expect(chosen.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      ((await call('GET', `/addresses/${user.id}`, headers)).json() as Address[]).filter((a) => a.default === 1),
    ).toHaveLength(1);
  });

  it("takes the checkout's nested form with zip_code, and reads it back with postal_code", async () => {
    const { headers, user } = await signUp(t);
    const { zip_code: _zip, postal_code: _postal, address_type: _type, ...fields } = { ...home, zip_code: '12345' };
    const added = await call('POST', '/auth/add-address', headers, {
      user_id: user.id,
      address_type: 'Billing',
      billing_address: { ...fields, email: 'layla@example.ae', zip_code: '12345' },
    });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as number;
    expect((await call('GET', `/auth/view-addresses/${id}`, headers)).json()).toMatchObject({
      postal_code: '12345',
      email: 'layla@example.ae',
      address_type: 'Billing',
    });
    const updated = await call('POST', '/auth/update-addresses', headers, {
      id,
      billing_address: { ...fields, city: 'Sharjah', zip_code: '' },
    });
    expect(updated.json()).toMatchObject({
      message: ADDRESS_MESSAGES.updated,
      data: { city: 'Sharjah', postal_code: null },
    });
    expect((await call('GET', `/auth/user-addresses/${user.id}`, headers)).json()).toHaveLength(1);
  });

  it('refuses bad input with a clear message', async () => {
    const { headers } = await signUp(t);
    const missing = await call('POST', '/addresses', headers, { ...home, address_line1: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(ADDRESS_MESSAGES.line1);
    expect((await call('POST', '/addresses', headers, { ...home, mobile: '123' })).statusCode).toBe(400);
    // An e-mail is optional, but an e-mail when given: nothing else (a NUL character included) reaches the database.
    for (const email of ['not-an-address', 'a\u0000b@example.ae']) {
      const bad = await call('POST', '/addresses', headers, { ...home, email });
      expect(bad.statusCode, email).toBe(400);
      expect(bad.json().error).toBe(SIGNUP_MESSAGES.emailInvalid);
    }
    expect((await call('POST', '/addresses', headers, { ...home, email: '' })).statusCode).toBe(200);
  });

  it('keeps every address to its owner', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    await call('POST', '/addresses', alice.headers, home);
    const [mine] = (await call('GET', `/addresses/${alice.user.id}`, alice.headers)).json() as Address[];
    expect((await call('GET', `/addresses/${alice.user.id}`, bob.headers)).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['GET', `/address-detail/${mine!.id}`],
      ['GET', `/auth/view-addresses/${mine!.id}`],
      ['PUT', `/set-default/${mine!.id}`, {}],
      ['DELETE', `/addresses/${mine!.id}`],
      ['POST', '/addresses', { ...home, id: mine!.id }],
    ] as const) {
      expect((await call(method, url, bob.headers, payload)).statusCode, url).toBe(404);
    }
    expect((await call('GET', `/address-detail/${mine!.id}`, alice.headers)).json()).toEqual(mine);
  });

  it("lets corporate accounts keep an address book, but not use the checkout's calls", async () => {
    const corporate = await signUp(t, corporateForm(), 'mobile');
    expect((await call('POST', '/addresses', corporate.headers, home)).statusCode).toBe(200);
    expect((await call('GET', `/auth/user-addresses/${corporate.user.id}`, corporate.headers)).statusCode).toBe(403);
    expect((await call('GET', `/addresses/${corporate.user.id}`, {})).statusCode).toBe(401);
  });
});
