import { vi } from 'vitest';

// Every test runs with console.error recorded; anything left unclaimed at the end fails the test.
let consoleErrors: unknown[][] = [];

export function startRecordingConsoleErrors(): void {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
}

/** For a test that expects console.error (an error boundary catching on purpose): claims what was logged. */
export function expectConsoleErrors(): unknown[][] {
  const errors = consoleErrors;
  consoleErrors = [];
  return errors;
}
