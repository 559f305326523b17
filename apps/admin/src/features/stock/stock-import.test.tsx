import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { renderAt } from '../../testing/render.tsx';
import { readProblem } from './import-problems.tsx';
import { StockFile } from './stock-import.tsx';

type Sent = { url: string; headers: Record<string, string>; body: string };

/** The import's body is the file itself (not JSON), so this fake server reads it as text. */
function importServer(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: await (init.body as Blob).text() });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return sent;
}

const csv = (text: string, name = 'stock.csv') => new File([text], name, { type: 'text/csv' });

async function sendFile(file: File | null, reason: string) {
  const user = userEvent.setup();
  renderAt('/', [['/', <StockFile canWrite />]]);
  await user.click(screen.getByText('Import a stock file'));
  if (file) await user.upload(screen.getByLabelText('Stock file (CSV)'), file);
  if (reason) await user.type(screen.getByLabelText('Reason for every change'), reason);
  await user.click(screen.getByRole('button', { name: 'Import stock' }));
}

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('importing the stock file', () => {
  it('sends the file as CSV with the reason, and says what changed', async () => {
    const sent = importServer({ status: 200, body: { changed: 3, unchanged: 40 } });
    await sendFile(csv('size_id,stock\r\n758,12\r\n'), 'Monthly count');
    await screen.findByText('The file is imported: 3 sizes changed, and 40 sizes already had the stock it gives.');
    expect(sent).toEqual([
      {
        url: '/api/v1/staff/stock/import?reason=Monthly+count',
        headers: expect.objectContaining({ 'content-type': 'text/csv', 'x-csrf-token': 'csrf-1' }),
        body: 'size_id,stock\r\n758,12\r\n',
      },
    ]);
  });

  it('lists every bad row of a refused file, by row number', async () => {
    const refused = {
      error: 'The file was not imported, and no stock changed: fix the rows listed and send it again.',
      code: 'VALIDATION_FAILED',
      errors: {
        file: [
          'row 4: stock "-3" is not a whole number from 0 to 100,000',
          'row 5: no size has id 999999',
          'and 2 more problems',
        ],
      },
    };
    importServer({ status: 422, body: refused });
    await sendFile(csv('size_id,stock\n1,1\n'), 'Monthly count');
    expect((await screen.findByRole('alert')).textContent).toBe(`${refused.error} 2 problems are listed below.`);
    const table = screen.getByRole('table', { name: 'Rows to fix (row 1 is the header)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowProblem', '4Stock "-3" is not a whole number from 0 to 100,000', '5No size has id 999999']);
    expect(screen.getByText('And 2 more problems.')).toBeTruthy();
  });

  it("puts the server's word on the reason, and asks for a file before sending anything", async () => {
    const sent = importServer({
      status: 422,
      body: { error: 'Say why.', code: 'VALIDATION_FAILED', errors: { reason: ['Say why the stock changes.'] } },
    });
    await sendFile(null, '');
    expect(screen.getByText('Choose the stock file (CSV) to import.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.setup().upload(screen.getByLabelText('Stock file (CSV)'), csv('size_id,stock\n1,1\n'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import stock' }));
    await screen.findByText('Say why the stock changes.');
    await waitFor(() =>
      expect(screen.getByLabelText('Reason for every change').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a problem line into its row and reason', () => {
    expect(readProblem('row 12: the row is empty')).toEqual({ row: 12, reason: 'The row is empty' });
    expect(readProblem('and 3 more problems')).toEqual({ row: null, reason: 'and 3 more problems' });
  });
});
