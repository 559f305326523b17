import type { ProductImportAnswer } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { renderAt } from '../../testing/render.tsx';
import { ProductImport } from './product-import.tsx';

type Answer = { status: number; body: unknown };

/** A fake server answering each call in turn, keeping what was sent (the file as text). */
function importServer(...answers: Answer[]) {
  const sent: { url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: await (init.body as Blob).text() });
      const answer = answers[sent.length - 1]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return sent;
}

const FILE = 'product_route,name\r\nx,y\r\n';
const row = (over: Partial<ProductImportAnswer['rows'][number]>) => ({
  row: 2,
  product_route: 'rioja',
  size: '750 ml',
  action: 'unchanged' as const,
  changes: [],
  reasons: [],
  ...over,
});

async function check() {
  const user = userEvent.setup();
  renderAt('/', [['/', <ProductImport />]]);
  await user.upload(screen.getByLabelText('Product file (CSV)'), new File([FILE], 'p.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
  return user;
}

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the product import panel', () => {
  it('shows the dry run row by row, then applies the same file', async () => {
    const dryRun: ProductImportAnswer = {
      applied: false,
      products_created: 1,
      products_changed: 1,
      rows: [
        row({ row: 2, action: 'change', changes: ['price_aed', 'stock'] }),
        row({ row: 3, product_route: 'new-red', action: 'create' }),
        row({ row: 4 }),
      ],
    };
    const sent = importServer({ status: 200, body: dryRun }, { status: 200, body: { ...dryRun, applied: true } });
    const user = await check();
    await screen.findByText(/Nothing is changed yet: 1 product would be created and 1 product changed. 1 row changes/);
    const table = screen.getByRole('region', { name: 'What the file does' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['2rioja750 mlChangedprice_aed, stock', '3new-red750 mlCreated']);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('The file is imported: 1 product created and 1 product changed.');
    expect(sent).toEqual([
      { url: '/api/v1/staff/products/import?dry_run=1', body: FILE },
      { url: '/api/v1/staff/products/import?dry_run=0', body: FILE },
    ]);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Apply disabled when any row is refused, and shows why', async () => {
    importServer({
      status: 200,
      body: {
        applied: false,
        products_created: 0,
        products_changed: 0,
        rows: [row({ action: 'refused', reasons: ['row 2: it changes a price, and your role may not set prices'] })],
      },
    });
    await check();
    await screen.findByText(/1 row refused/);
    expect(screen.getByText('it changes a price, and your role may not set prices')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists every problem when the shop changed between the check and Apply, and nothing is applied', async () => {
    const clean = { applied: false, products_created: 1, products_changed: 0, rows: [row({ action: 'create' })] };
    importServer(
      { status: 200, body: clean },
      {
        status: 422,
        body: {
          error: 'The file was not imported, and nothing changed: fix the rows listed and send it again.',
          code: 'VALIDATION_FAILED',
          errors: { file: ['row 2: product_route "rioja" was another product\'s route: choose another'] },
        },
      },
    );
    const user = await check();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/The file was not imported, and nothing changed/)).toBeTruthy();
    expect(screen.getByText(/row 2: product_route "rioja" was another product's route/)).toBeTruthy();
  });

  it('asks for a file before checking', async () => {
    const sent = importServer();
    const user = userEvent.setup();
    renderAt('/', [['/', <ProductImport />]]);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose the product file (CSV) to check.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
