/**
 * Search over the catalog (decision 003). What other modules and app.ts may use of it.
 */
export { searchReads } from './search.reads.ts';
