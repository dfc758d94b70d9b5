import { describe, expect, it } from 'vitest';
import { withAppScriptsAtLowPriority } from './script-priority.ts';

const HEAD = [
  '<link rel="preload" as="image" href="/uploads/thumbs/a.webp" fetchPriority="high"/>',
  '<script src="/startup-watch.js" defer></script>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/dist-def.js">',
  '<link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">',
].join('\n');

describe("a rendered page's scripts", () => {
  it('are asked for after its images: the app and its preloaded modules at low priority', () => {
    const html = withAppScriptsAtLowPriority(HEAD);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dist-def.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/i18n-ghi.js">',
    );
    // The covers keep their high priority; the start-up watch is deferred and tiny.
    expect(html).toContain('href="/uploads/thumbs/a.webp" fetchPriority="high"/>');
    expect(html).toContain('<script src="/startup-watch.js" defer></script>');
  });

  it('leaves a priority already given alone', () => {
    const html = '<script type="module" fetchpriority="high" src="/assets/x.js"></script>';
    expect(withAppScriptsAtLowPriority(html)).toBe(html);
  });
});
