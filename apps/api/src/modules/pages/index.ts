/**
 * The corporate page and the contact details. What other modules and app.ts may use of it.
 */
export { pagesReads } from './pages.reads.ts';
