import { describe, expect, it } from 'vitest';
import { member } from './members.fixtures.ts';
import { byState, rolesFor, signInText } from './member-text.ts';

describe('how a member is worded', () => {
  const invited = member({ status: 'invited', last_login_at: null, invite_expires_at: '2026-12-01T08:00:00.000Z' });

  it("says until when an invitation's link works, in the shop's time, and when it has lapsed", () => {
    expect(signInText(invited, new Date('2026-11-29T08:00:00.000Z'))).toBe(
      'Not yet; their link works until 1 Dec 2026, 12:00',
    );
    expect(signInText(invited, new Date('2026-12-01T08:00:01.000Z'))).toBe('Not yet; their link has lapsed');
  });

  it('says a service account has a key, not a login, and a person who never signed in', () => {
    expect(signInText(member({ kind: 'service', last_login_at: null }))).toBe('Uses an API key, not a login');
    expect(signInText(member({ last_login_at: null }))).toBe('Never');
  });

  it('offers every role to a person and all but owner to a service account', () => {
    expect(rolesFor('person')).toEqual(['owner', 'manager', 'fulfilment', 'support', 'editor']);
    expect(rolesFor('service')).toEqual(['manager', 'fulfilment', 'support', 'editor']);
  });

  it('lists the disabled after the others, keeping the order within each', () => {
    const list = [
      member({ id: 1, status: 'disabled' }),
      member({ id: 2 }),
      member({ id: 3, status: 'invited' }),
      member({ id: 4, status: 'disabled' }),
    ];
    expect(byState(list).map((one) => one.id)).toEqual([2, 3, 1, 4]);
  });
});
