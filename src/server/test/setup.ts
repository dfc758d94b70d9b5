import { afterEach, vi } from 'vitest';

// An unexpected console.error is a failure (docs/decisions/008-toolchain-and-driver-pitfalls.md): it usually
// means a swallowed error.
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = [...consoleError.mock.calls];
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join('; ')}`);
});
