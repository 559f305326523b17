import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { IosInstallHint } from './install-app';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('IosInstallHint', () => {
  it('is not in the first render, so a server render and the browser agree', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    expect(renderToString(<IosInstallHint />)).toBe('');
  });

  it('shows on iPhone Safari after the first render and stays dismissed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { unmount } = render(<IosInstallHint />);
    const hint = await screen.findByRole('region', { name: 'Install the app' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss install hint' }));
    expect(hint).not.toBeInTheDocument();
    unmount();
    render(<IosInstallHint />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('does not show elsewhere', async () => {
    render(<IosInstallHint />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });
});
