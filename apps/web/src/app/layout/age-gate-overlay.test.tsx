import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgeGateOverlay } from './age-gate-overlay';

describe('AgeGateOverlay', () => {
  let splash: HTMLElement;
  beforeEach(() => {
    splash = document.createElement('div');
    splash.id = 'splash';
    document.body.append(splash);
  });
  afterEach(() => splash.remove());

  it('covers the shop while the gate loads and lets the splash go only once the gate is there', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/shop/wine?page=2']}>
        <AgeGateOverlay />
      </MemoryRouter>,
    );
    // The gate's code is still on its way: its backdrop is drawn and the splash stays.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('.age-gate')).not.toBeNull();
    expect(splash).not.toHaveClass('is-done');

    expect(await screen.findByRole('dialog', { name: 'Are you 21 or older?' })).toBeInTheDocument();
    // The splash goes in an effect, which React runs just after the commit that showed the gate (not always by the
    // time the dialog is found).
    await waitFor(() => expect(splash).toHaveClass('is-done'));
  });

  it('sends the visitor back to the page in one spelling, with its paging and no other part of the query', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/SHOP/wine/?page=2&utm_source=mail&email=someone%40example.ae']}>
        <AgeGateOverlay />
      </MemoryRouter>,
    );
    await screen.findByRole('dialog', { name: 'Are you 21 or older?' });
    expect(container.querySelector<HTMLInputElement>('input[name=return]')!.value).toBe('/shop/wine?page=2');
  });
});
