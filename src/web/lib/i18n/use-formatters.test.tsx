import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, englishI18n, loadMessages } from './i18n.ts';
import { useFormatters } from './use-formatters.ts';

let hindi: I18n;
beforeAll(async () => {
  hindi = createI18n('hi', await loadMessages('hi'));
});

function formattersIn(i18n: I18n | undefined) {
  const wrapper = i18n
    ? ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
    : undefined;
  return renderHook(() => useFormatters(), { wrapper }).result.current;
}

describe("dates in the page's language", () => {
  it('are in Hindi on a Hindi page', () => {
    const { language, formatDate, formatDateTime, formatTimeAgo } = formattersIn(hindi);

    expect(language).toBe('hi');
    expect(formatDate('2024-03-05T12:00:00.000Z')).toBe('5 मार्च 2024');
    expect(formatDateTime('2024-03-05T12:00:00.000Z')).toMatch(/^5 मार्च 2024 को .+ बजे$/);
    expect(formatTimeAgo('2025-01-17T09:00:00.000Z', new Date('2025-01-18T12:00:00.000Z'))).toBe('कल');
  });

  it('are exactly as before on an English page, and outside the providers', () => {
    for (const formatters of [formattersIn(englishI18n()), formattersIn(undefined)]) {
      expect(formatters.language).toBe('en');
      expect(formatters.formatDate('2024-03-05T12:00:00.000Z')).toBe('Mar 5, 2024');
      expect(formatters.formatTimeAgo('2025-01-18T11:55:00.000Z', new Date('2025-01-18T12:00:00.000Z'))).toBe(
        '5 minutes ago',
      );
    }
  });
});
