import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogues (docs/decisions/070-languages.md): English is the source language, written inline in the
 * components; `npm run i18n:extract` collects the messages into src/web/locales/{en,hi}/messages.po, and the Hindi
 * translations are written there. Vite compiles a catalogue when it is imported.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  // No line numbers: a catalogue changes when a message does, not when the code around it moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
});
