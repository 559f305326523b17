/**
 * Every table, for the Drizzle client and drizzle-kit. Each feature declares its own tables beside its code
 * (`modules/<feature>/<feature>.schema.ts`); only that feature's repositories import them.
 */
export * from '../modules/catalog/catalog.schema.ts';
export * from '../modules/content/content.schema.ts';
