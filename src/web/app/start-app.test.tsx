import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/reload.ts';
import { expectConsoleErrors } from '../test/console-guard.ts';
import { startApp } from './start-app.tsx';

vi.mock('../lib/reload.ts', () => ({ reloadHome: vi.fn(), reloadPage: vi.fn() }));

function BrokenApp(): never {
  throw new Error('Minified React error');
}

let container: HTMLElement;

function newRoot() {
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  return container;
}

afterEach(() => {
  container.remove();
});

describe('the fatal start-up page', () => {
  it('replaces the app with the product name, the reason and a Reload Page button that works', async () => {
    startApp(newRoot(), () => <BrokenApp />);

    const page = within(container);
    expect(await page.findByRole('heading', { name: 'PassItOn' })).toBeInTheDocument();
    expect(page.getByText('There was an error loading the application')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(page.getByRole('button', { name: 'Reload Page' }));
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(expectConsoleErrors().flat().join(' ')).toContain('Minified React error');
  });

  it('speaks Hindi to a reader who chose it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the reader's choice, as the language switch leaves it.
    document.cookie = 'lang=hi; Path=/';
    try {
      startApp(newRoot(), () => <BrokenApp />);

      const page = within(container);
      expect(await page.findByText('ऐप खुलते समय कोई गड़बड़ हो गई')).toBeInTheDocument();
      expect(page.getByRole('button', { name: 'पेज फिर से लोड करें' })).toBeInTheDocument();
      expectConsoleErrors();
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the next test starts in English.
      document.cookie = 'lang=; Max-Age=0; Path=/';
    }
  });

  it('also covers a failure before rendering starts', () => {
    startApp(newRoot(), () => {
      throw new Error('routes could not be built');
    });

    expect(within(container).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(expectConsoleErrors().flat().join(' ')).toContain('routes could not be built');
  });

  it('shows the app itself when nothing goes wrong', async () => {
    startApp(newRoot(), () => <p>PassItOn is ready</p>);

    expect(await screen.findByText('PassItOn is ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('There was an error loading the application')).toBeNull());
  });
});
