/**
 * Who at the shop may do what (issue 25): permissions named per area, as Vendure names them, and the roles made of
 * them. The server checks a permission on every staff call; the back office hides what a role may not do. Part 2
 * (issue 26) adds the catalog, pricing, coupons, content and reports, and the editor, who keeps the catalog and the
 * content but sets no price and makes no coupon.
 */
export const STAFF_PERMISSIONS = [
  'orders:read',
  'orders:move',
  'id:verify',
  'stock:read',
  'stock:write',
  'customers:read',
  'customers:block',
  'inbox:answer',
  'moderation:write',
  'staff:manage',
  'audit:read',
  'catalog:write',
  'pricing:write',
  'coupons:write',
  'content:write',
  'reports:read',
  'returns:write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role's permissions. The owner has every one; a permission a role lacks is refused by the server (403). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  manager: [
    'orders:read',
    'orders:move',
    'id:verify',
    'stock:read',
    'stock:write',
    'customers:read',
    'customers:block',
    'catalog:write',
    'pricing:write',
    'coupons:write',
    'content:write',
    'moderation:write',
    'inbox:answer',
    'reports:read',
    'returns:write',
  ],
  fulfilment: ['orders:read', 'orders:move', 'stock:read', 'stock:write'],
  support: ['orders:read', 'customers:read', 'inbox:answer', 'moderation:write', 'returns:write'],
  editor: ['catalog:write', 'content:write'],
};

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  fulfilment: 'Fulfilment',
  support: 'Support',
  editor: 'Editor',
};

export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A staff session lasts a working shift, and ends sooner when left idle. */
export const STAFF_SESSION_HOURS = 12;
export const STAFF_SESSION_IDLE_MINUTES = 120;
/** How long an invitation can be accepted. */
export const STAFF_INVITE_HOURS = 72;
/** One-time recovery codes given when a member sets up the second factor; each opens one login. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** Staff passwords guard every customer's data: longer than a customer's minimum. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** The cookie of a staff session, sent only to the staff calls (its path), never to the storefront's. */
export const STAFF_SESSION_COOKIE = 'staff_session';
export const STAFF_CSRF_HEADER = 'x-csrf-token';

export const STAFF_MESSAGES = {
  wrongCredentials: 'The e-mail, password or authenticator code is wrong.',
  secondFactorRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  tooManyFailures: 'Too many failed logins. Please wait 15 minutes.',
  loginRequired: 'Please sign in to the back office.',
  sessionInvalid: 'Your back-office session has ended. Please sign in again.',
  csrfMissing: 'This request did not come from the back office. Reload the page and try again.',
  forbidden: 'Your role does not allow this.',
  staffOnly: 'Staff calls take a staff session, not a customer one.',
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordCommon: 'This password is too common. Please choose another.',
  inviteInvalid: 'This invitation is not valid any more. Ask the owner for a new one.',
  inviteAgain: 'This person never accepted their invitation: invite them again with the same e-mail.',
  emailTaken: 'A staff member already has this e-mail.',
  memberNotFound: 'No staff member has this id.',
  lastOwner: 'The shop needs at least one active owner.',
  notYourself: 'You cannot disable or demote yourself.',
  serviceNotOwner: 'A service account cannot be an owner.',
} as const;

/** Customers a page of the back office's search lists, newest first. */
export const CUSTOMERS_PAGE_SIZE = 25;
/** A customer's latest orders the back office shows beside their account; the count says how many there are. */
export const CUSTOMER_ORDERS_SHOWN = 50;
export const CUSTOMER_REASON_MIN_LENGTH = 3;
export const CUSTOMER_REASON_MAX_LENGTH = 300;
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

export const CUSTOMER_MESSAGES = {
  notFound: 'No customer has this id.',
  alreadyBlocked: 'This customer is already blocked.',
  notBlocked: 'This customer is not blocked.',
  reasonRequired: `Say why, in ${CUSTOMER_REASON_MIN_LENGTH} to ${CUSTOMER_REASON_MAX_LENGTH} characters.`,
  reasonTooLong: `The reason is at most ${CUSTOMER_REASON_MAX_LENGTH} characters.`,
  searchTooLong: `Search for at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters: a name, an e-mail, a mobile number or an id.`,
  searchUnreadable: 'The search holds characters no name, e-mail or number has.',
} as const;
