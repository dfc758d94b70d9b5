import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '../../lib/app-version.ts';
import { reloadPage } from '../../lib/reload.ts';
import { expectConsoleErrors } from '../../test/console-guard.ts';
import { RenderErrorScreen } from './render-error-screen.tsx';

vi.mock('../../lib/reload.ts', () => ({ reloadHome: vi.fn(), reloadPage: vi.fn() }));

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderBrokenApp() {
  const router = createMemoryRouter([{ path: '/', Component: BrokenPage, ErrorBoundary: RenderErrorScreen }]);
  render(<RouterProvider router={router} />);
}

describe('the render error screen', () => {
  it('explains the failure, shows the details on request and forgets the stored version', async () => {
    window.localStorage.setItem('appVersion', JSON.stringify(APP_VERSION));

    renderBrokenApp();

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an error while loading the application')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByText('Error Details'));
    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible();
    expect(window.localStorage.getItem('appVersion')).toBeNull();
    // React reports the error it caught; that report is expected here.
    expect(expectConsoleErrors().flat().join(' ')).toContain('Cannot read properties of undefined');
  });

  it('reloads with either button', async () => {
    const user = userEvent.setup({ delay: null });
    renderBrokenApp();

    await user.click(await screen.findByRole('button', { name: 'Just Reload' }));
    await user.click(screen.getByRole('button', { name: 'Clear Cache & Reload' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
    expectConsoleErrors();
  });
});
