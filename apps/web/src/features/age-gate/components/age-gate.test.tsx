import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { AgeGate } from './age-gate';

describe('AgeGate', () => {
  beforeEach(() => useAppStore.setState((s) => ({ user: { ...s.user, ageValid: false } })));

  it('stays closed to a visitor who declines and opens for one who confirms', async () => {
    render(<AgeGate />);
    await userEvent.click(screen.getByRole('button', { name: 'No, I am not' }));
    expect(screen.getByRole('dialog', { name: /can’t let you in/ })).toBeInTheDocument();
    expect(useAppStore.getState().user.ageValid).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'I answered by mistake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I am 21 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAppStore.getState().user.ageValid).toBe(true);
  });
});
