import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiErrorText } from '../../domain/api-errors.ts';
import { pageLanguageOf, withHtmlLang } from '../lib/page-language.ts';

/**
 * Paths that are never pages. A missing hashed asset (a tab open across a deploy asks for an old chunk) must
 * be a 404, not index.html, which the browser would try to run as a script.
 */
const NOT_PAGE_PREFIXES = ['/api/', '/uploads/', '/assets/'];

/** The built app's index.html, or undefined when the web app has not been built (API tests). */
export async function readIndexHtml(webDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(webDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, other files revalidated, and every other page
 * path answered with index.html so the client router can take over (SPA fallback).
 * Without a build, unknown paths are plain 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  indexHtml: string | undefined,
): Promise<void> {
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // HEAD too: uptime monitors and link checkers ask for a page without its body.
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const isPage = isPageRequest && !NOT_PAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (indexHtml && isPage) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language')
        .send(withHtmlLang(indexHtml, pageLanguageOf(request)));
    }
    return reply.code(404).send({ message: apiErrorText('common.not_found'), code: 'common.not_found' });
  });
}
