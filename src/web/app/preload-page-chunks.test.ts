import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageChunks } from './preload-page-chunks.ts';

function writePageChunks(list: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-chunks';
  element.textContent = list;
  document.head.append(element);
}

const modulePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    crossorigin: link.getAttribute('crossorigin'),
    as: link.getAttribute('as'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe("asking for a rendered page's chunks", () => {
  it("links each chunk the server listed as Vite's loader would, those already linked once only", async () => {
    const linked = document.createElement('link');
    linked.rel = 'modulepreload';
    linked.href = '/assets/react-1.js';
    document.head.append(linked);
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    writePageChunks(JSON.stringify(['/assets/react-1.js', ...chunks]));

    await preloadPageChunks();

    expect(modulePreloads()).toEqual([
      { href: '/assets/react-1.js', crossorigin: null, as: null },
      ...chunks.map((href) => ({ href, crossorigin: '', as: 'script' })),
    ]);
  });

  it('adds them a few per task, so a tap can come between', async () => {
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    writePageChunks(JSON.stringify(chunks));
    const asked = preloadPageChunks();
    const inTheFirstTask = modulePreloads().length;
    await asked;
    expect(inTheFirstTask).toBeGreaterThan(0);
    expect(inTheFirstTask).toBeLessThan(10);
    expect(modulePreloads()).toHaveLength(20);
  });

  it('adds nothing on a page the browser renders itself, or from a list it cannot read', async () => {
    await preloadPageChunks();
    writePageChunks('not json');
    await preloadPageChunks();
    expect(modulePreloads()).toEqual([]);
  });
});
