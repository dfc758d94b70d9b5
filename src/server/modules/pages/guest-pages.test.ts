import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_PAGE_STALE_MS, GUEST_PAGE_TTL_MS, GuestPages, type RenderedPage } from './guest-pages.ts';

/* Guests' pages kept, sent stale while one request renders the next (docs/decisions/104-listing-pages-read-once.md). */

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 1_000_000;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

/** A rendering the test finishes by hand, counting how often it was started. */
function renderings() {
  const started: ((page: RenderedPage) => void)[] = [];
  const render = vi.fn(() => new Promise<RenderedPage>((resolve) => started.push(resolve)));
  return { render, finish: (html: string) => started.shift()?.({ status: 200, html }) };
}

const htmlOf = (pages: GuestPages) => {
  const found = pages.find('/product/7', 'en');
  return found && { html: gunzipSync(found.page.gzipped).toString(), fresh: found.fresh };
};

async function keptPage(clock: ReturnType<typeof fakeClock>, html: string) {
  const pages = new GuestPages(clock.now);
  await pages.render('/product/7', 'en', async () => ({ status: 200, html }));
  return pages;
}

describe('a page kept for guests', () => {
  it('is fresh for its life, then still sent, stale, for the extra time, then no more', async () => {
    const clock = fakeClock();
    const pages = await keptPage(clock, 'v1');
    expect(htmlOf(pages)).toEqual({ html: 'v1', fresh: true });
    clock.pass(GUEST_PAGE_TTL_MS - 1);
    expect(htmlOf(pages)).toEqual({ html: 'v1', fresh: true });
    clock.pass(1);
    expect(htmlOf(pages)).toEqual({ html: 'v1', fresh: false });
    clock.pass(GUEST_PAGE_STALE_MS - 1);
    expect(htmlOf(pages)).toEqual({ html: 'v1', fresh: false });
    clock.pass(1);
    expect(htmlOf(pages)).toBeUndefined();
  });

  it('is rendered again once however many ask for it meanwhile, and the new one is fresh', async () => {
    const clock = fakeClock();
    const pages = await keptPage(clock, 'v1');
    clock.pass(GUEST_PAGE_TTL_MS);
    const { render, finish } = renderings();
    const asked = [1, 2, 3].map(() => pages.render('/product/7', 'en', render));
    expect(render).toHaveBeenCalledTimes(1);
    // Until the new one is ready, the old one is what guests get.
    expect(htmlOf(pages)).toEqual({ html: 'v1', fresh: false });
    finish('v2');
    expect(await Promise.all(asked)).toEqual([1, 2, 3].map(() => ({ status: 200, html: 'v2' })));
    expect(htmlOf(pages)).toEqual({ html: 'v2', fresh: true });
    // The next time it ages, it is rendered again.
    clock.pass(GUEST_PAGE_TTL_MS);
    void pages.render('/product/7', 'en', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('is gone at once when the catalogue changes, and a rendering begun before the change is not kept', async () => {
    const clock = fakeClock();
    const pages = await keptPage(clock, 'v1');
    clock.pass(GUEST_PAGE_TTL_MS);
    const { render, finish } = renderings();
    const rendering = pages.render('/product/7', 'en', render);
    pages.clear();
    expect(htmlOf(pages)).toBeUndefined();
    finish('from before the change');
    await rendering;
    expect(htmlOf(pages)).toBeUndefined();
  });

  it('is kept apart for each language', async () => {
    const pages = await keptPage(fakeClock(), 'English');
    expect(pages.find('/product/7', 'hi')).toBeUndefined();
  });

  it('is not kept when its rendering fails, and the next request renders it', async () => {
    const pages = new GuestPages(fakeClock().now);
    const failing = pages.render('/product/7', 'en', () => Promise.reject(new Error('renderer down')));
    await expect(failing).rejects.toThrow('renderer down');
    expect(htmlOf(pages)).toBeUndefined();
    await pages.render('/product/7', 'en', async () => ({ status: 200, html: 'v2' }));
    expect(htmlOf(pages)).toEqual({ html: 'v2', fresh: true });
  });
});
