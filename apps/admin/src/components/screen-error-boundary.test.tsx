import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

function Broken(): never {
  throw new Error('an answer of another shape');
}

describe('a screen that fails to render', () => {
  it('says so, with a way to try again, instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be shown.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('shows a screen that renders as it is', () => {
    render(
      <ScreenErrorBoundary>
        <p>The queue</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('The queue')).toBeTruthy();
  });
});
