/** The two kinds of account (spec section 1). */
export const USER_TYPES = ['user', 'corporate'] as const;

/** Longest password accepted: argon2 takes any length, but a megabyte of password is an attack, not a password. */
export const PASSWORD_MAX_LENGTH = 128;

/** The token of a password-reset link: 256 random bits, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Largest profile picture the server takes (decision 012); the storefront checks it before sending. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Picture types the server takes, judged there by the bytes; the storefront's file picker offers these. */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
