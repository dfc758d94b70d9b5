import { gunzipSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../domain/languages.ts';
import { boundedCache } from '../../lib/bounded-cache.ts';

/**
 * Pages rendered for guests, shared by every guest who asks for the same address
 * (docs/decisions/018-server-rendered-buyer-pages.md). A page is kept gzipped: a sixth of its size, so a few
 * thousand listings fit in the budget, and a browser (every one accepts gzip) is sent the stored bytes as they are,
 * with no rendering, database or compression work. A client that takes no gzip gets them inflated.
 */

/** How long a guest page is served again: the catalogue's own changes clear it at once (`clear`). */
export const GUEST_PAGE_TTL_MS = 10_000;

/** The memory the kept pages may take: ~8 KB a listing page, so about 4,000 of them. */
export const GUEST_PAGES_MAX_BYTES = 32 * 1024 * 1024;

interface GuestPage {
  status: number;
  gzipped: Buffer;
}

/** Each language's page of an address is kept apart. */
const keyOf = (url: string, language: Language) => `${language} ${url}`;

export class GuestPages {
  readonly #pages = boundedCache<string, GuestPage>({
    name: 'guest pages',
    maxBytes: GUEST_PAGES_MAX_BYTES,
    bytesOf: (page, key) => page.gzipped.length + 2 * key.length,
    ttlMs: GUEST_PAGE_TTL_MS,
  });

  /** Keeps the page rendered for a guest at this address in this language. */
  keep(url: string, language: Language, status: number, html: string): void {
    this.#pages.set(keyOf(url, language), { status, gzipped: gzipSync(html) });
  }

  /** Sends the page kept for this address in this language; false when there is none (the caller renders it). */
  sendKept(request: FastifyRequest, reply: FastifyReply, language: Language): boolean {
    const page = this.#pages.get(keyOf(request.url, language));
    if (!page) return false;
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding, cookie, accept-language');
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip') {
      // Already encoded: the compression plugin leaves a reply with a content-encoding alone.
      reply.header('content-encoding', 'gzip').send(page.gzipped);
    } else {
      reply.send(gunzipSync(page.gzipped));
    }
    return true;
  }

  clear(): void {
    this.#pages.clear();
  }
}
