import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, roleCan, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-rules.ts';

describe('staff roles', () => {
  it('gives the owner every permission', () => {
    for (const permission of STAFF_PERMISSIONS) expect(roleCan('owner', permission)).toBe(true);
  });

  it('keeps staff management and the audit log to the owner', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      expect(roleCan(role, 'staff:manage')).toBe(false);
      expect(roleCan(role, 'audit:read')).toBe(false);
    }
  });

  it('lets only the owner and the manager check an Emirates ID', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'id:verify'))).toEqual(['owner', 'manager']);
  });

  it('lets support read orders but never move them or touch stock', () => {
    expect(roleCan('support', 'orders:read')).toBe(true);
    expect(roleCan('support', 'orders:move')).toBe(false);
    expect(roleCan('support', 'stock:write')).toBe(false);
  });

  it('names only known permissions', () => {
    for (const role of STAFF_ROLES)
      for (const permission of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(permission);
  });
});
