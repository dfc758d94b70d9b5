import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { currentToast, dismissToast } from '../components/ui/toast-store.ts';
import { recordClassConflicts, takeClassConflicts } from './class-conflict-guard.ts';
import { expectConsoleErrors, startRecordingConsoleErrors } from './console-guard.ts';

// Every class list a component joins is checked for two classes that set the same thing (class-conflict-guard.ts).
vi.mock('../lib/cn.ts', async (importOriginal) => {
  const { cn } = await importOriginal<typeof import('../lib/cn.ts')>();
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const joined = cn(...inputs);
      recordClassConflicts(joined);
      return joined;
    },
  };
});

// findBy… and waitFor give up only after 10 s: a passing test never waits that long, and a busy machine (a build
// beside the tests, two cores) must not turn a slow first render into a failure.
configure({ asyncUtilTimeout: 10_000 });

// Preact runs a render's effects after the next frame (React, in a test, at the end of act): here they run right after
// the render, so none is still pending when the test ends and runs into the next one's (docs/decisions/114).
options.requestAnimationFrame = (runEffects) => {
  queueMicrotask(runEffects);
};

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
  const classConflicts = takeClassConflicts();
  if (classConflicts.length > 0) {
    throw new Error(`Classes that set the same thing on one element:\n${classConflicts.join('\n')}`);
  }
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
