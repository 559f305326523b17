import type { StaffMe, StaffMember } from '@shop/shared/rules';
import { vi } from 'vitest';

/** Members and a signed-in owner for the staff screen's tests. */

export const OWNER: StaffMe = {
  id: 1,
  email: 'noor@cellar.ae',
  name: 'Noor Haddad',
  role: 'owner',
  kind: 'person',
  status: 'active',
  created_at: '2026-11-01T08:00:00.000Z',
  last_login_at: '2026-11-28T06:00:00.000Z',
  invite_expires_at: null,
  permissions: ['orders:read', 'staff:manage', 'audit:read'],
};

export const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 2,
  email: 'fatima@cellar.ae',
  name: 'Fatima Ali',
  role: 'fulfilment',
  kind: 'person',
  status: 'active',
  created_at: '2026-11-02T08:00:00.000Z',
  last_login_at: '2026-11-27T10:30:00.000Z',
  invite_expires_at: null,
  ...over,
});

export const FATIMA = member({});
export const BOT = member({
  id: 3,
  email: 'courier-app@cellar.ae',
  name: 'Courier app',
  kind: 'service',
  last_login_at: null,
});
export const RAHUL = member({
  id: 4,
  email: 'rahul@cellar.ae',
  name: 'Rahul Menon',
  role: 'manager',
  status: 'disabled',
});

/** The window's width: the phone layout (cards) or the desk's (a table). Answers a way to turn the window. */
export function stubWidth(phone: boolean) {
  const listeners = new Set<() => void>();
  let matches = phone;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (nowPhone: boolean) => {
    matches = nowPhone;
    for (const listener of listeners) listener();
  };
}
