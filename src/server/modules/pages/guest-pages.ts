import { gunzipSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../domain/languages.ts';
import { boundedCache, ownBuffer } from '../../lib/bounded-cache.ts';
import { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import { SingleFlight } from '../../lib/single-flight.ts';

/**
 * Pages rendered for guests, shared by every guest who asks for the same address
 * (docs/decisions/018-server-rendered-buyer-pages.md). A page is kept gzipped: a sixth of its size, so a few
 * thousand listings fit in the budget, and a browser (every one accepts gzip) is sent the stored bytes as they are,
 * with no rendering, database or compression work. A client that takes no gzip gets them inflated.
 *
 * A page is fresh for GUEST_PAGE_TTL_MS; then, for GUEST_PAGE_STALE_MS more, it is still sent while one request
 * renders its successor in the background (stale while revalidate, docs/decisions/104-listing-pages-read-once.md),
 * taking turns (BACKGROUND_RENDERS). A change to the catalogue clears every page at once (`clear`), so only what changes
 * without a write (a rating shown by its date, a suspension running out) can be up to GUEST_PAGE_TTL_MS +
 * GUEST_PAGE_STALE_MS old.
 */

/** How long a guest page is served again as it is. */
export const GUEST_PAGE_TTL_MS = 10_000;

/** How long after that it is still served while its successor is rendered. */
export const GUEST_PAGE_STALE_MS = 60_000;

/**
 * Aged pages are rendered again in the background one at a time, and the next may start only once as long again as
 * the last one took has passed: rendering is mostly synchronous work on the event loop, so the renewals take at most
 * half of the process from the requests being answered, whatever a rendering costs. An aged page that finds no turn
 * is sent as it is and renewed by a later request.
 */
export const BACKGROUND_RENDERS = 1;

/** The memory the kept pages may take: ~8 KB a listing page, so about 4,000 of them. */
export const GUEST_PAGES_MAX_BYTES = 32 * 1024 * 1024;

export interface GuestPage {
  status: number;
  gzipped: Buffer;
  renderedAt: number;
}

/** Each language's page of an address is kept apart. */
const keyOf = (url: string, language: Language) => `${language} ${url}`;

/** A page as rendered: its status and HTML. */
export type RenderedPage = { status: number; html: string };

export class GuestPages {
  readonly #now: () => number;
  readonly #pages = boundedCache<string, GuestPage>({
    name: 'guest pages',
    maxBytes: GUEST_PAGES_MAX_BYTES,
    bytesOf: (page, key) => page.gzipped.length + 2 * key.length,
    // The cache's own clock only drops what can no longer be sent; freshness is decided by `#now`.
    ttlMs: GUEST_PAGE_TTL_MS + GUEST_PAGE_STALE_MS,
  });
  /** The pages being rendered, one rendering per address and language. */
  readonly #rendering = new SingleFlight<RenderedPage>();
  readonly #backgroundSlots = new ConcurrencyLimit(BACKGROUND_RENDERS);
  /** When the next background rendering may start (`#now`'s time). */
  #renewableAt = 0;

  /** `now` is the clock that ages the pages (tests pass a fake one). */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #keep(url: string, language: Language, { status, html }: RenderedPage): void {
    this.#pages.set(keyOf(url, language), {
      status,
      // Its own memory: zlib's answer is a view of a 64 KB slab that a kept view keeps whole (docs/decisions/107).
      gzipped: ownBuffer(gzipSync(html)),
      renderedAt: this.#now(),
    });
  }

  /**
   * The page kept for this address in this language and whether it is fresh; undefined when there is none or it is
   * too old to send.
   */
  find(url: string, language: Language): { page: GuestPage; fresh: boolean } | undefined {
    const key = keyOf(url, language);
    const page = this.#pages.get(key);
    if (!page) return undefined;
    const age = this.#now() - page.renderedAt;
    if (age >= GUEST_PAGE_TTL_MS + GUEST_PAGE_STALE_MS) {
      this.#pages.delete(key);
      return undefined;
    }
    return { page, fresh: age < GUEST_PAGE_TTL_MS };
  }

  /**
   * Renders the page at this address and keeps it; a request for a page already being rendered waits for that one
   * (single flight). A page whose rendering began before a `clear` is sent to those who asked for it before, but
   * neither kept nor waited for by anyone who asks after: it may show the catalogue as it was.
   */
  render(url: string, language: Language, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    return this.#rendering.run(keyOf(url, language), render, (page) => this.#keep(url, language, page));
  }

  /**
   * Renders an aged page again in the background, unless it is being rendered or it is not the background's turn
   * (BACKGROUND_RENDERS; a later request renews it then). A failure goes to `onError`; the aged page is sent meanwhile.
   */
  renew(
    url: string,
    language: Language,
    render: () => Promise<RenderedPage>,
    onError: (error: unknown) => void,
  ): void {
    if (this.#rendering.has(keyOf(url, language)) || this.#now() < this.#renewableAt) return;
    const release = this.#backgroundSlots.tryAcquire();
    if (!release) return;
    const startedAt = this.#now();
    this.render(url, language, render)
      .catch(onError)
      .finally(() => {
        const endedAt = this.#now();
        this.#renewableAt = endedAt + (endedAt - startedAt);
        release();
      });
  }

  /** Sends a kept page: as stored to a browser that takes gzip, inflated to one that does not. */
  send(request: FastifyRequest, reply: FastifyReply, page: GuestPage): FastifyReply {
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding, cookie, accept-language');
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip') {
      // Already encoded: the compression plugin leaves a reply with a content-encoding alone.
      return reply.header('content-encoding', 'gzip').send(page.gzipped);
    }
    return reply.send(gunzipSync(page.gzipped));
  }

  /** Drops every page at once, and keeps none whose rendering began before (the catalogue changed). */
  clear(): void {
    this.#pages.clear();
    this.#rendering.forget();
  }
}
