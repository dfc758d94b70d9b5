import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStylesAtStartup } from '../../lib/style-check.ts';
import { BANNER_CHECK, LOADED_MESSAGE_MS, StyleCheckBanner } from './style-check-banner.tsx';

/** What styles.css puts on :root when it applies. */
function applyAppStylesheet() {
  const style = document.createElement('style');
  style.dataset.testStylesheet = '';
  style.textContent = ':root { --passiton-styles: loaded; }';
  document.head.append(style);
}

/** Time until the banner's nth check has run. */
const untilCheck = (n: number) => BANNER_CHECK.firstDelayMs + (n - 1) * BANNER_CHECK.intervalMs;

function advance(ms: number) {
  return act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the style check banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    for (const element of document.head.querySelectorAll('[data-test-stylesheet], #safe-mode-styles')) {
      element.remove();
    }
  });

  it('says nothing when the styles are there at the first check', async () => {
    applyAppStylesheet();
    render(<StyleCheckBanner />);

    await advance(untilCheck(BANNER_CHECK.attempts));

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows Loading styles after the sixth check, then Styles loaded when they arrive', async () => {
    render(<StyleCheckBanner />);

    await advance(untilCheck(5));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await advance(BANNER_CHECK.intervalMs);
    expect(screen.getByRole('status')).toHaveTextContent('Loading styles');

    applyAppStylesheet();
    await advance(BANNER_CHECK.intervalMs);
    expect(screen.getByRole('status')).toHaveTextContent('Styles loaded');
    await advance(LOADED_MESSAGE_MS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.getElementById('safe-mode-styles')).toBeNull();
  });

  it('switches to the built-in safe-mode stylesheet when twenty checks find nothing', async () => {
    render(<StyleCheckBanner />);

    await advance(untilCheck(BANNER_CHECK.attempts - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading styles');
    await advance(BANNER_CHECK.intervalMs);

    expect(screen.getByRole('status')).toHaveTextContent('Safe mode active');
    expect(document.getElementById('safe-mode-styles')?.textContent).toContain('font:16px/1.5 system-ui');
  });

  it('at start, tries 50 times 100 ms apart before falling back to safe mode', async () => {
    checkStylesAtStartup();

    await vi.advanceTimersByTimeAsync(48 * 100);
    expect(document.getElementById('safe-mode-styles')).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.getElementById('safe-mode-styles')).not.toBeNull();
  });

  it('at start, leaves the page alone once the stylesheet has applied', async () => {
    checkStylesAtStartup();
    await vi.advanceTimersByTimeAsync(300);
    applyAppStylesheet();

    await vi.advanceTimersByTimeAsync(10_000);

    expect(document.getElementById('safe-mode-styles')).toBeNull();
  });
});
