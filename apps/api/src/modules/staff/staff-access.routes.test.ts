import { roleCan, STAFF_ROLES, type StaffPermission, type StaffRole } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffKey, staffPerson, staffSignIn } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';

const get = (permission: StaffPermission, url: string) => ({ permission, method: 'GET' as const, url });

/**
 * Every staff call against every role (issue 25): a role with the call's permission gets past the guard (whatever
 * the call then answers for a made-up id), a role without it gets 403 and nothing changes.
 */
const CALLS: Array<{
  permission: StaffPermission | 'signed-in';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}> = [
  { permission: 'signed-in', method: 'GET', url: '/me' },
  { permission: 'signed-in', method: 'GET', url: '/dashboard' },
  { permission: 'staff:manage', method: 'GET', url: '/members' },
  // No name: an allowed role gets past the guard to a 400, and nobody is invited.
  {
    permission: 'staff:manage',
    method: 'POST',
    url: '/members',
    payload: { email: 'new@staff.test', role: 'support' },
  },
  { permission: 'staff:manage', method: 'POST', url: '/members/999999/disable' },
  { permission: 'staff:manage', method: 'POST', url: '/members/999999/enable' },
  { permission: 'staff:manage', method: 'POST', url: '/members/999999/role', payload: { role: 'support' } },
  { permission: 'audit:read', method: 'GET', url: '/audit' },
  { permission: 'orders:read', method: 'GET', url: '/orders' },
  { permission: 'orders:read', method: 'GET', url: '/orders/CEL-999999' },
  { permission: 'orders:read', method: 'GET', url: '/orders/CEL-999999/invoice.pdf' },
  { permission: 'orders:read', method: 'GET', url: '/orders/CEL-999999/packing-slip.pdf' },
  { permission: 'orders:move', method: 'POST', url: '/orders/CEL-999999/state', payload: { state: 'confirmed' } },
  // Returns and refunds (decision 028): made-up ids, so an allowed role gets a 404 and nothing is written.
  get('orders:read', '/returns'),
  get('orders:read', '/orders/CEL-999999/credit-notes/999999'),
  { permission: 'returns:write', method: 'POST', url: '/returns/999999/decision', payload: { decision: 'approved' } },
  {
    permission: 'returns:write',
    method: 'POST',
    url: '/returns/999999/received',
    payload: { refund_method: 'cash' },
  },
  { permission: 'returns:write', method: 'POST', url: '/refunds/999999/retry' },
  { permission: 'returns:write', method: 'POST', url: '/refunds/999999/paid-otherwise' },
  { permission: 'id:verify', method: 'GET', url: '/id-documents/999999/link' },
  // No signature: an allowed role gets past the guard to a 400.
  { permission: 'id:verify', method: 'GET', url: '/id-documents/999999/file' },
  {
    permission: 'id:verify',
    method: 'POST',
    url: '/id-documents/999999/decision',
    payload: { decision: 'rejected', reason: 'blurred' },
  },
  { permission: 'stock:write', method: 'PUT', url: '/stock/999999', payload: { stock: 3, reason: 'count' } },
  { permission: 'moderation:write', method: 'GET', url: '/comments/pending' },
  { permission: 'moderation:write', method: 'POST', url: '/comments/999999/approve' },
  { permission: 'moderation:write', method: 'DELETE', url: '/comments/999999' },
  { permission: 'inbox:answer', method: 'POST', url: '/quotations/999999/status', payload: { status: 'quoted' } },
  { permission: 'customers:read', method: 'GET', url: '/customers' },
  { permission: 'customers:read', method: 'GET', url: '/customers/999999' },
  { permission: 'customers:block', method: 'POST', url: '/customers/999999/block', payload: { reason: 'abuse' } },
  { permission: 'customers:block', method: 'POST', url: '/customers/999999/unblock', payload: { reason: 'appeal' } },
  { permission: 'stock:read', method: 'GET', url: '/stock' },
  { permission: 'stock:read', method: 'GET', url: '/stock.csv' },
  // No file and no reason: an allowed role gets past the guard to a 400, and no stock changes.
  { permission: 'stock:write', method: 'POST', url: '/stock/import' },
  { permission: 'catalog:write', method: 'GET', url: '/products' },
  { permission: 'catalog:write', method: 'GET', url: '/products/options' },
  { permission: 'catalog:write', method: 'GET', url: '/products/999999' },
  { permission: 'catalog:write', method: 'GET', url: '/products/999999/price-history' },
  // No body: an allowed role gets past the guard to a 400, and no product is written.
  { permission: 'catalog:write', method: 'POST', url: '/products' },
  { permission: 'catalog:write', method: 'PUT', url: '/products/999999' },
  { permission: 'catalog:write', method: 'POST', url: '/products/999999/archive', payload: { archived: true } },
  { permission: 'catalog:write', method: 'GET', url: '/products.csv' },
  // No file: an allowed role gets past the guard to a 400, and nothing is imported.
  { permission: 'catalog:write', method: 'POST', url: '/products/import' },
  // No picture: an allowed role gets past the guard to a 422, and nothing is stored.
  { permission: 'catalog:write', method: 'POST', url: '/images' },
  // The shop's structure and the home page (issue 26): each list's five calls, none of which writes here (no body, an
  // order naming an unknown id, a made-up id).
  ...[
    '/catalog/categories',
    '/catalog/brands',
    '/catalog/origins',
    '/home-page/rows',
    '/home-page/banners',
    '/home-page/offers',
    '/home-page/choices',
  ].flatMap((list) => [
    { permission: 'catalog:write' as const, method: 'GET' as const, url: list },
    { permission: 'catalog:write' as const, method: 'POST' as const, url: list },
    { permission: 'catalog:write' as const, method: 'PUT' as const, url: `${list}/order`, payload: { ids: [999999] } },
    { permission: 'catalog:write' as const, method: 'PUT' as const, url: `${list}/999999` },
    { permission: 'catalog:write' as const, method: 'DELETE' as const, url: `${list}/999999` },
  ]),
  {
    permission: 'catalog:write',
    method: 'PUT',
    url: '/home-page/choices/999999/products',
    payload: { product_ids: [] },
  },
  // Issue 26's areas: made-up ids (404) or no body (400): an allowed role gets past the guard, and nothing is written.
  ...(['/coupons', '/coupons/categories', '/coupons/999999'] as const).map((url) => get('coupons:write', url)),
  { permission: 'coupons:write', method: 'POST', url: '/coupons' },
  { permission: 'coupons:write', method: 'PUT', url: '/coupons/999999' },
  { permission: 'coupons:write', method: 'PUT', url: '/coupons/999999/active', payload: { active: false } },
  get('moderation:write', '/comments'),
  { permission: 'moderation:write', method: 'POST', url: '/comments/999999/moderate' },
  get('moderation:write', '/reviews'),
  { permission: 'moderation:write', method: 'POST', url: '/reviews/999999/visibility', payload: { hidden: true } },
  ...['sales', 'categories', 'products', 'stock-value'].flatMap((report) => [
    get('reports:read', `/reports/${report}`),
    get('reports:read', `/reports/${report}.csv`),
  ]),
  ...[
    '/inbox/quotations',
    '/quotations/999999/quote.pdf',
    '/inbox/messages',
    '/inbox/assignees',
    '/inbox/platinum-members',
    '/inbox/platinum-members.csv',
    '/inbox/subscribers',
    '/inbox/subscribers.csv',
    '/inbox/newsletter-sends',
  ].map((url) => get('inbox:answer', url)),
  { permission: 'inbox:answer', method: 'POST', url: '/quotations/999999/answer' },
  { permission: 'inbox:answer', method: 'POST', url: '/inbox/messages/999999/read' },
  { permission: 'inbox:answer', method: 'PUT', url: '/inbox/messages/999999/assignee', payload: { staff_id: null } },
  { permission: 'inbox:answer', method: 'POST', url: '/inbox/messages/999999/done' },
  { permission: 'inbox:answer', method: 'POST', url: '/inbox/newsletter-sends' },
  ...['/posts', '/blog-categories', '/news', '/faqs'].flatMap((list) => [
    get('content:write', list),
    { permission: 'content:write' as const, method: 'POST' as const, url: list },
    { permission: 'content:write' as const, method: 'PUT' as const, url: `${list}/999999` },
    { permission: 'content:write' as const, method: 'DELETE' as const, url: `${list}/999999` },
  ]),
  get('content:write', '/posts/999999'),
  get('content:write', '/news/999999'),
  { permission: 'content:write', method: 'POST', url: '/faqs/999999/move' },
  { permission: 'content:write', method: 'POST', url: '/content-preview' },
  get('content:write', '/info-pages'),
  get('content:write', '/info-pages/about'),
  { permission: 'content:write', method: 'PUT', url: '/info-pages/about' },
  { permission: 'content:write', method: 'POST', url: '/info-pages/preview' },
  // Last: it ends the session the owner's round signs in with.
  { permission: 'signed-in', method: 'POST', url: '/logout' },
];

describe.each(testDatabases())('staff roles on %s', (kind) => {
  let t: TestApp;
  /** Each role's headers: a service key, and for the owner (no service account may be one) a person's session. */
  const callers = {} as Record<StaffRole, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner'))
      callers[role] = { authorization: `Bearer ${await staffKey(t, role)}` };
    callers.owner = (await staffSignIn(t, await staffPerson(t, 'owner'))).headers;
  });
  afterAll(() => t?.close());

  const auditCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0]!.n;

  it.each(STAFF_ROLES)('lets %s make exactly the calls its permissions name', async (role) => {
    const before = await auditCount();
    for (const call of CALLS) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api/v1/staff${call.url}`,
        headers: callers[role],
        ...(call.payload && { payload: call.payload }),
      });
      const allowed = call.permission === 'signed-in' || roleCan(role, call.permission);
      if (allowed) expect(res.statusCode, `${role} ${call.method} ${call.url}`).not.toBe(403);
      else {
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
    }
    // Nothing was written: every id was made up, and the refused calls never ran.
    expect(await auditCount()).toBe(before);
  });

  it('covers every staff call the API documents, so a new one cannot skip this table', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/staff/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const open = [
      'POST /api/v1/staff/login',
      'GET /api/v1/staff/invitations/{token}',
      'POST /api/v1/staff/invitations/accept',
    ];
    const param = (url: string) =>
      url
        .replace(/CEL-999999|999999/, '{id}')
        .replace(/\/999999$/, '/{refundId}')
        .replace(/^\/info-pages\/about$/, '/info-pages/{slug}');
    const tested = CALLS.map((c) => `${c.method} /api/v1/staff${param(c.url)}`);
    expect(documented.filter((call) => !open.includes(call)).sort()).toEqual([...new Set(tested)].sort());
  });

  it('refuses an unknown key, and a disabled service account at once', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/me',
      headers: { authorization: `Bearer sk_${'A'.repeat(43)}` },
    });
    expect(unknown.statusCode).toBe(401);
    const key = await staffKey(t, 'support');
    await t.db.execute(sql`update staff_members set status = 'disabled' where kind = 'service' and role = 'support'`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/me',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
