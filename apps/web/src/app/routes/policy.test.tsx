import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infoPage } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as PolicyPage } from './policy';

describe('a policy page shows what staff wrote, from GET /pages/{slug}', () => {
  it('with its title, lead, words (links kept) and when it last changed', async () => {
    const page = infoPage('return-refund', {
      title: 'Return & Refund',
      description: 'Returns within 7 days of delivery.',
      content: '<h2>Faulty bottles</h2><p>Write to <a href="mailto:care@shop.example">care@shop.example</a>.</p>',
      updated_at: '2026-03-12T08:00:00.000Z',
    });
    const fetch = mockFetch(() => ({ status: 200, data: page }));
    renderWithApp(<PolicyPage page="return-refund" />);
    expect(await screen.findByText('Returns within 7 days of delivery.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Return & Refund' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Faulty bottles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@shop.example' })).toHaveAttribute('href', 'mailto:care@shop.example');
    expect(screen.getByText('12 March 2026')).toHaveAttribute('datetime', '2026-03-12T08:00:00.000Z');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/pages/return-refund');
  });

  it('cleans the words again before showing them', async () => {
    mockFetch(() => ({
      status: 200,
      data: infoPage('privacy-policy', { content: '<p>Hi<img src=x onerror="alert(1)"></p>' }),
    }));
    renderWithApp(<PolicyPage page="privacy-policy" />);
    expect(await screen.findByText('Hi')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('offers to try again when the page cannot be loaded', async () => {
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? jsonResponse(503, { error: 'Down.', code: 'UNAVAILABLE' })
        : { status: 200, data: infoPage('terms-conditions') },
    );
    renderWithApp(<PolicyPage page="terms-conditions" />);
    (await screen.findByRole('button', { name: 'Try again' })).click();
    // The page's name is its heading meanwhile; its words come with the second try.
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Age' })).toBeInTheDocument();
  });
});
