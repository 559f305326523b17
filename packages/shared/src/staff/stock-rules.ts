/** The back office's stock calls (issue 25, item 8): limits and messages the server enforces and the UI shows. */

/** The most a size can be counted at: a typing slip (an extra zero or two) is refused rather than shown. */
export const MAX_STOCK = 100_000;

export const STOCK_REASON_MIN_LENGTH = 3;
export const STOCK_REASON_MAX_LENGTH = 200;

/** Sizes on one page of the stock list, unless the call asks for another count (at most `STOCK_MAX_PER_PAGE`). */
export const STOCK_PAGE_SIZE = 50;
export const STOCK_MAX_PER_PAGE = 200;
export const STOCK_SEARCH_MAX_LENGTH = 100;

/**
 * The columns of the stock file, in the order the export writes them. An import needs `size_id` and `stock`; the
 * product and size are there for the person editing the file, and are not read back.
 */
export const STOCK_CSV_COLUMNS = ['size_id', 'product', 'size', 'stock'] as const;

/** The largest stock file an import takes: several times a shop's whole catalog. */
export const STOCK_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** How many row problems a refused import lists: enough to fix a file, without an answer as large as the file. */
export const STOCK_IMPORT_MAX_PROBLEMS = 200;

export const STOCK_MESSAGES = {
  reasonRequired: 'Say why the stock changes (a count, a delivery, breakage).',
  reasonTooLong: `The reason is at most ${STOCK_REASON_MAX_LENGTH} characters.`,
  sizeNotFound: 'No size has this id.',
  importRefused: 'The file was not imported, and no stock changed: fix the rows listed and send it again.',
} as const;
