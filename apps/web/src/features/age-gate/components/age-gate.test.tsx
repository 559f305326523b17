import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { AgeGate } from './age-gate';

describe('AgeGate', () => {
  beforeEach(() => useAppStore.setState((s) => ({ user: { ...s.user, ageValid: false } })));

  it('stays closed to a visitor who declines and opens for one who confirms', async () => {
    render(
      <MemoryRouter initialEntries={['/shop/wine?page=2']}>
        <AgeGate />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'No, I am not' }));
    expect(screen.getByRole('dialog', { name: /can’t let you in/ })).toBeInTheDocument();
    expect(useAppStore.getState().user.ageValid).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'I answered by mistake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I am 21 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAppStore.getState().user.ageValid).toBe(true);
    // The server sees the answer too, and renders the next page without the gate.
    expect(document.cookie).toContain('cellar_age=1');
  });

  it('is a form the server takes before or without JavaScript, sending the visitor back to the page', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/shop/wine?page=2']}>
        <AgeGate />
      </MemoryRouter>,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/age-confirm');
    expect(form.querySelector<HTMLInputElement>('input[name=return]')!.value).toBe('/shop/wine?page=2');
    expect(screen.getByRole('button', { name: 'Yes, I am 21 or older' })).toHaveAttribute('type', 'submit');
  });

  it('forgets the answer at logout, cookie included (spec section 4)', () => {
    useAppStore.getState().confirmAge();
    useAppStore.getState().logout();
    expect(useAppStore.getState().user.ageValid).toBe(false);
    expect(document.cookie).not.toContain('cellar_age=1');
  });
});
