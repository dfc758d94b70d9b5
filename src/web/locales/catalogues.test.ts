import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The catalogues agree (docs/decisions/070-languages.md): every message `npm run i18n:extract` found in the code
 * (the English catalogue) has a Hindi translation, neither catalogue has a message the other lacks, and each
 * translation keeps its English message's placeholders and tags, so no value or link goes missing in Hindi.
 */

interface Entry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}

async function catalogue(locale: 'en' | 'hi'): Promise<Record<string, Entry>> {
  const file = path.join(import.meta.dirname, locale, 'messages.po');
  const parsed = await formatter().parse(await readFile(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  return parsed as Record<string, Entry>;
}

/** The argument names ({count}, {0}) and rich-text tags (<0>, </0>) a message uses. */
function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('the message catalogues', () => {
  let english: Record<string, Entry>;
  let hindi: Record<string, Entry>;
  beforeAll(async () => {
    [english, hindi] = await Promise.all([catalogue('en'), catalogue('hi')]);
  });

  it('hold the same messages', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  it('have no message left behind by a removed text', () => {
    const obsolete = [english, hindi].flatMap((entries) =>
      Object.values(entries).filter((entry) => entry.obsolete),
    );
    expect(obsolete).toEqual([]);
  });

  it('translate every message into Hindi', () => {
    const untranslated = Object.entries(hindi)
      .filter(([, entry]) => !entry.translation?.trim())
      .map(([, entry]) => entry.message);
    expect(untranslated).toEqual([]);
  });

  it('keep every placeholder and tag of the English message in its translation, and compile', () => {
    for (const entry of Object.values(hindi)) {
      const source = entry.message ?? '';
      const translation = entry.translation ?? '';
      expect(placeholdersOf(translation), `the Hindi for "${source}"`).toEqual(placeholdersOf(source));
      expect(() => compileMessageOrThrow(translation), `the Hindi for "${source}"`).not.toThrow();
    }
  });
});
