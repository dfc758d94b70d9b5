import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readInlineStylesheet, withInlineStylesheet } from './inline-stylesheet.ts';

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
const INDEX_HTML = `<html><head>${LINK}<script type="module" src="/assets/index.js"></script></head><body></body></html>`;

let webDir: string;
beforeEach(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'inline-stylesheet-'));
  await mkdir(path.join(webDir, 'assets'));
});
afterEach(() => rm(webDir, { recursive: true, force: true }));

describe('the stylesheet in a rendered page', () => {
  it('takes the place of the link index.html has', async () => {
    await writeFile(path.join(webDir, 'assets/index-abc.css'), ':root{--passiton-styles:loaded}');
    const stylesheet = await readInlineStylesheet(webDir, INDEX_HTML);
    const html = withInlineStylesheet(INDEX_HTML, stylesheet);
    expect(html).toContain('<head><style>:root{--passiton-styles:loaded}</style>');
    // Only a disabled link is left (the browser neither fetches nor applies it), which Vite's chunk loader finds.
    expect(html).toContain(
      '<link disabled rel="stylesheet" crossorigin href="/assets/index-abc.css"><script',
    );
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual([
      '<link disabled rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    ]);
  });

  it('stays a link when the build has no such file, or the stylesheet would end the style element', async () => {
    expect(await readInlineStylesheet(webDir, INDEX_HTML)).toBeUndefined();
    await writeFile(path.join(webDir, 'assets/index-abc.css'), 'a::after{content:"</style>"}');
    const stylesheet = await readInlineStylesheet(webDir, INDEX_HTML);
    expect(stylesheet).toBeUndefined();
    expect(withInlineStylesheet(INDEX_HTML, stylesheet)).toBe(INDEX_HTML);
  });

  it('is left alone when index.html links none', async () => {
    expect(await readInlineStylesheet(webDir, '<html><head></head></html>')).toBeUndefined();
  });
});
