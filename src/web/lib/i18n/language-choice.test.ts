import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLanguage } from './language-choice.ts';

/** A browser whose languages are `languages`, with `cookie`, showing a page whose <html lang> is `htmlLang`. */
function browser({
  languages,
  cookie,
  htmlLang,
}: {
  languages: string[];
  cookie?: string;
  htmlLang: string;
}) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the way the language switch does.
  document.cookie = cookie ? `lang=${cookie}; Path=/` : 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = htmlLang;
}

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: clears what the test set.
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('pageLanguage', () => {
  it('starts the service worker’s cached shell (<html lang="en-IN">) in the browser’s Hindi, and says so', () => {
    browser({ languages: ['hi-IN', 'hi', 'en'], htmlLang: 'en-IN' });
    expect(pageLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('takes the chosen language over the browser’s', () => {
    browser({ languages: ['hi-IN'], cookie: 'en', htmlLang: 'hi-IN' });
    expect(pageLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('answers English when the browser asks for none of ours', () => {
    browser({ languages: ['ta-IN', 'fr'], htmlLang: 'hi-IN' });
    expect(pageLanguage()).toBe('en');
  });

  it('keeps the language the server wrote into a page it rendered, which hydration must match', () => {
    browser({ languages: ['en-GB'], htmlLang: 'hi-IN' });
    expect(pageLanguage({ serverRendered: true })).toBe('hi');
  });

  it('leaves <html lang> untouched when it already says the language: setting it restyles the whole page', async () => {
    browser({ languages: ['en-GB'], htmlLang: 'hi-IN' });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true });
    pageLanguage({ serverRendered: true });
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
