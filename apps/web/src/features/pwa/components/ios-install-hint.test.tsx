import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { IosInstallHint } from './ios-install-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('IosInstallHint', () => {
  it('is not in a server render, even for iPhone Safari', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    expect(renderToString(<IosInstallHint />)).toBe('');
  });

  it('hydrates that render without a mismatch, then shows', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<IosInstallHint />);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <IosInstallHint />, { onRecoverableError }));
    expect(await screen.findByRole('region', { name: 'Install the app' })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('shows on iPhone Safari and stays dismissed', async () => {
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
