import { INFO_PAGE_MESSAGES } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { InfoPageEditorPage } from './info-page-editor.tsx';
import { InfoPagesPage } from './info-pages-page.tsx';

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const returns = {
  slug: 'return-refund',
  title: 'Return & Refund',
  description: 'Returns within 7 days.',
  content: '<p>Write to {email}.</p>',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('the information pages', () => {
  it('lists each page with its address, linked to its editor', async () => {
    fakeServer({ 'GET /info-pages': { status: 200, body: [{ ...returns, content: undefined }] } });
    renderAt('/content/pages', [['/content/pages', <InfoPagesPage />]]);
    const row = await screen.findByRole('row', { name: /Return & Refund/ });
    expect(within(row).getByRole('link', { name: 'Return & Refund' }).getAttribute('href')).toBe(
      '/content/pages/return-refund',
    );
    expect(row.textContent).toContain('/return-refund');
  });

  it("saves the words, and shows the server's refusal on the field it names", async () => {
    const refusal = INFO_PAGE_MESSAGES.unknownPlaceholder(['emial']);
    const calls = fakeServer({
      'GET /info-pages/return-refund': { status: 200, body: returns },
      'PUT /info-pages/return-refund': (body) =>
        (body as { description: string }).description.includes('{emial}')
          ? { status: 400, body: { error: refusal, code: 'VALIDATION_FAILED', errors: { description: [refusal] } } }
          : { status: 200, body: { ...returns, ...(body as object), updated_at: '2026-11-29T04:00:00.000Z' } },
    });
    renderAt('/content/pages/return-refund', [['/content/pages/:slug', <InfoPageEditorPage />]]);
    const lead = await screen.findByLabelText('Line under the title');
    await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5_000 });
    await userEvent.clear(lead);
    await userEvent.type(lead, 'Ask {{emial}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lead.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(refusal)).toBeTruthy();

    await userEvent.clear(lead);
    await userEvent.type(lead, 'Returns within 14 days.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The shop shows the new words at /return-refund now.')).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.body).toEqual({
      title: 'Return & Refund',
      description: 'Returns within 14 days.',
      content: '<p>Write to {email}.</p>',
    });
  });

  it('previews the words as the storefront will show them, filled by the server', async () => {
    const calls = fakeServer({
      'GET /info-pages/return-refund': { status: 200, body: returns },
      'POST /info-pages/preview': {
        status: 200,
        body: { html: '<p>Write to <a href="mailto:care@shop.example">care@shop.example</a>.</p>' },
      },
    });
    renderAt('/content/pages/return-refund', [['/content/pages/:slug', <InfoPageEditorPage />]]);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview as the storefront shows it' });
    expect((await within(preview).findByRole('link', { name: 'care@shop.example' })).getAttribute('href')).toBe(
      'mailto:care@shop.example',
    );
    expect(calls.find((c) => c.path === '/info-pages/preview')?.body).toEqual({ content: '<p>Write to {email}.</p>' });
  });

  it('says so for an address the shop has no page at', async () => {
    fakeServer({});
    renderAt('/content/pages/contact', [['/content/pages/:slug', <InfoPageEditorPage />]]);
    expect(await screen.findByText('The shop has no page at this address.')).toBeTruthy();
  });
});
