import { z } from 'zod';
import { ProductListQuerySchema } from './product-schemas.ts';

/** `staffExportProducts`: the product list's filters, without its paging. */
export const ProductExportQuerySchema = ProductListQuerySchema.omit({ page: true });

/** `staffImportProducts`: `dry_run=1` answers what the file would do, and changes nothing. */
export const ProductImportQuerySchema = z.object({
  dry_run: z
    .enum(['0', '1'], { error: 'dry_run is 1 (only show what would change) or 0.' })
    .default('0')
    .transform((value) => value === '1'),
});

/** What one row of the file does (or would do): its size created or changed, left as it is, or refused. */
export const ProductImportRowSchema = z.object({
  row: z.number().int().describe('the row of the file (the header is row 1)'),
  product_route: z.string(),
  size: z.string(),
  action: z.enum(['create', 'change', 'unchanged', 'refused']),
  changes: z.array(z.string()).describe('the fields a change changes, as the columns name them'),
  reasons: z.array(z.string()).describe('why a refused row is refused, each as `row N: reason`'),
});
export type ProductImportRow = z.infer<typeof ProductImportRowSchema>;

export const ProductImportAnswerSchema = z.object({
  applied: z.boolean().describe('false for a dry run'),
  rows: z.array(ProductImportRowSchema),
  products_created: z.number().int(),
  products_changed: z.number().int(),
});
export type ProductImportAnswer = z.infer<typeof ProductImportAnswerSchema>;
