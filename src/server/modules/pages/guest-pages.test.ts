import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_RENDERS,
  GUEST_PAGE_STALE_MS,
  GUEST_PAGE_TTL_MS,
  GuestPages,
  type RenderedPage,
} from './guest-pages.ts';

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

const htmlOf = (pages: GuestPages, url = '/product/7') => {
  const found = pages.find(url, 'en');
  return found && { html: gunzipSync(found.page.gzipped).toString(), fresh: found.fresh };
};

async function keptPage(clock: ReturnType<typeof fakeClock>, html: string, urls = ['/product/7']) {
  const pages = new GuestPages(clock.now);
  for (const url of urls) await pages.render(url, 'en', async () => ({ status: 200, html }));
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

  it('is gone at once when the catalogue changes, and a rendering begun before the change is neither kept nor shared', async () => {
    const clock = fakeClock();
    const pages = await keptPage(clock, 'v1');
    clock.pass(GUEST_PAGE_TTL_MS);
    const { render, finish } = renderings();
    const rendering = pages.render('/product/7', 'en', render);
    pages.clear();
    expect(htmlOf(pages)).toBeUndefined();
    // A guest who asks after the change waits for a rendering of their own, not for the one begun before.
    const after = pages.render('/product/7', 'en', render);
    expect(render).toHaveBeenCalledTimes(2);
    finish('from before the change');
    await rendering;
    expect(htmlOf(pages)).toBeUndefined();
    finish('after the change');
    expect(await after).toEqual({ status: 200, html: 'after the change' });
    expect(htmlOf(pages)).toEqual({ html: 'after the change', fresh: true });
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

  it('is renewed in the background one page at a time, the next after as long again as the last one took', async () => {
    const clock = fakeClock();
    const urls = ['/product/1', '/product/2', '/product/3'];
    const pages = await keptPage(clock, 'v1', urls);
    clock.pass(GUEST_PAGE_TTL_MS);
    const { render, finish } = renderings();
    const onError = vi.fn();
    for (const url of urls) pages.renew(url, 'en', render, onError);
    expect(render).toHaveBeenCalledTimes(BACKGROUND_RENDERS);

    clock.pass(40); // the rendering of /product/1 takes 40 ms
    finish('v2');
    await vi.waitFor(() => expect(htmlOf(pages, '/product/1')).toEqual({ html: 'v2', fresh: true }));
    // For the next 40 ms, aged pages are sent as they are.
    clock.pass(39);
    pages.renew('/product/2', 'en', render, onError);
    expect(render).toHaveBeenCalledTimes(1);
    expect(htmlOf(pages, '/product/2')).toEqual({ html: 'v1', fresh: false });
    clock.pass(1);
    pages.renew('/product/2', 'en', render, onError);
    expect(render).toHaveBeenCalledTimes(2);
    finish('v2');
    await vi.waitFor(() => expect(htmlOf(pages, '/product/2')).toEqual({ html: 'v2', fresh: true }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('stays as it was when its renewal fails, and the failure is told', async () => {
    const clock = fakeClock();
    const pages = await keptPage(clock, 'v1');
    clock.pass(GUEST_PAGE_TTL_MS);
    const onError = vi.fn();
    pages.renew('/product/7', 'en', () => Promise.reject(new Error('database down')), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('database down')));
    expect(htmlOf(pages)).toEqual({ html: 'v1', fresh: false });
  });
});
