/**
 * `@shop/shared/rules` (decision 021): the rules, constants and messages, which load no zod, with the types of every
 * request and answer as types only (a schema named here is a type, never a value). The schemas themselves are
 * `@shop/shared/schemas`. A file of its own, so that the root entry's schemas stay values.
 */
export * from './rules.ts';
export type * from './schemas.ts';
