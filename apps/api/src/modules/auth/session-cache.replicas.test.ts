import { describe, expect, it } from 'vitest';
import { signUp } from '../../testing/accounts.ts';
import { staffKey } from '../../testing/staff.ts';
import { replicasAvailable, useReplicas } from '../../testing/replicas.ts';

describe.runIf(replicasAvailable)('sessions on two replicas sharing one PostgreSQL and one Redis', () => {
  const replicas = useReplicas('sessions');

  it('a logout on one replica ends the session on the other, which had it in memory', async () => {
    const { t, a, b } = replicas;
    const { headers } = await signUp(t);
    const me = (app: typeof a) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect((await me(b)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    await expect.poll(async () => (await me(b)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it("a block by staff on one replica ends the customer's session on the other, which had it in memory", async () => {
    const { t, a, b } = replicas;
    const { headers, user } = await signUp(t);
    const me = (app: typeof a) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect((await me(b)).statusCode).toBe(200);
    const blocked = await a.inject({
      method: 'POST',
      url: `/api/v1/staff/customers/${user.id}/block`,
      headers: { authorization: `Bearer ${await staffKey(t, 'manager')}` },
      payload: { reason: 'Chargebacks on three orders' },
    });
    expect(blocked.statusCode).toBe(200);
    await expect.poll(async () => (await me(b)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });
});
