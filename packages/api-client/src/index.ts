/**
 * What the storefront's and the back office's API clients share: the URL of a call with its query, and a refusal read
 * from the shop's one error payload (`{ error, code, errors? }`) into an `ApiError`. Each client keeps only its own
 * part: the storefront its bearer token and in-process reads, the back office its session cookie and CSRF token.
 */
export { ApiError, errorFromPayload, NETWORK_ERROR } from './api-error.ts';
export { withQuery, type Query } from './query.ts';
