import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreasNav } from './areas-nav.tsx';

const AREAS = [
  { to: '/orders', label: 'Orders' },
  { to: '/stock', label: 'Stock' },
  { to: '/audit', label: 'Audit log' },
];

/** Where the app is, and a way to move elsewhere as the new-orders badge or the back button would. */
function Elsewhere() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="at">{pathname}</p>
      <button type="button" onClick={() => void navigate('/customers')}>
        Somewhere else
      </button>
    </>
  );
}

function renderNav() {
  render(
    <MemoryRouter initialEntries={['/orders']}>
      <AreasNav areas={AREAS} />
      <Elsewhere />
    </MemoryRouter>,
  );
  const menu = screen.getByRole('button', { name: 'Menu' });
  // The stylesheet hides the areas on a phone unless the list carries the open class; jsdom knows no media query.
  const nav = () => document.getElementById(menu.getAttribute('aria-controls')!)!;
  return { menu, nav, isOpen: () => menu.getAttribute('aria-expanded') === 'true' };
}

describe('the areas menu of a phone', () => {
  it('is a button that says whether it is open and which navigation it opens', async () => {
    const { menu, nav, isOpen } = renderNav();
    expect(menu.tagName).toBe('BUTTON');
    expect(nav()).toBe(screen.getByRole('navigation', { name: 'Back office' }));
    expect(isOpen()).toBe(false);
    expect(nav().className).not.toContain('topnav--open');
    await userEvent.click(menu);
    expect(isOpen()).toBe(true);
    expect(nav().className).toContain('topnav--open');
    await userEvent.click(menu);
    expect(isOpen()).toBe(false);
    expect(nav().className).not.toContain('topnav--open');
  });

  it('closes on Escape, giving focus on a link back to the button', async () => {
    const { menu, isOpen } = renderNav();
    await userEvent.click(menu);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Orders' }));
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(menu);
    // Closed, Escape does nothing more.
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
  });

  it('closes when a link is followed, and opens the screen', async () => {
    const { menu, isOpen } = renderNav();
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(screen.getByTestId('at').textContent).toBe('/audit');
    expect(isOpen()).toBe(false);
    // The link hides; focus is not left on it (the new screen's heading takes it from the button).
    expect(document.activeElement).toBe(menu);
    // The link of the screen already shown closes the menu too.
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    expect(isOpen()).toBe(false);
  });

  it('closes when another screen opens by other means', async () => {
    const { menu, isOpen } = renderNav();
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Somewhere else' }));
    expect(screen.getByTestId('at').textContent).toBe('/customers');
    expect(isOpen()).toBe(false);
  });
});
