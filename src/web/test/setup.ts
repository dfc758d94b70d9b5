import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { currentToast, dismissToast } from '../components/ui/toast-store.ts';
import { expectConsoleErrors, startRecordingConsoleErrors } from './console-guard.ts';

// jsdom has no scrolling and reports scrollTo, which React Router's scroll restoration calls, as an error.
window.scrollTo = () => {};

beforeEach(() => {
  startRecordingConsoleErrors();
});

afterEach(() => {
  cleanup();
  // The toast store lives for the whole file; close the last toast so the next test starts without one.
  const lastToast = currentToast();
  if (lastToast) dismissToast(lastToast.id);
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // An unexpected console.error (a React warning, an unhandled error) fails the test.
  const errors = expectConsoleErrors();
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
