import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from './i18n.ts';

// A phone's connection drops the first fetch of Hindi's notification texts (docs/decisions/118).
const connection = vi.hoisted(() => ({ dropsLeft: 1 }));
vi.mock('./server-texts.hi.ts', async (importOriginal) => {
  if (connection.dropsLeft > 0) {
    connection.dropsLeft -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('the Hindi catalogue', () => {
  it('is fetched once more when its first fetch fails', async () => {
    const messages = await loadMessages('hi');

    expect(connection.dropsLeft).toBe(0);
    expect(Object.keys(messages).length).toBeGreaterThan(100);
  });
});
