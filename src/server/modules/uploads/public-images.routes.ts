import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorText } from '../../../domain/api-errors.ts';
import type { ByteRange, FileStore, StoredFileInfo } from '../../lib/file-store.ts';
import { publicImageKey } from './stored-files.ts';

/**
 * Listing images and their thumbnails, from the FileStore, cached for a year: a stored file never changes
 * under its name. Only public image keys are looked up (stored-files.ts); documents are private and are
 * never served from here (they are downloaded through the listing's files route, to those who may). Answers
 * conditional and Range requests as @fastify/static did before it (docs/decisions/016-one-file-store.md).
 */
export async function registerPublicImages(app: FastifyInstance, store: FileStore): Promise<void> {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = publicImageKey(request.params['*']);
    const info = key === undefined ? undefined : await store.stat(key);
    if (key === undefined || !info) return reply.callNotFound();

    const range = requestedRange(request, info);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .send({
          message: apiErrorText('request.range_not_satisfiable'),
          code: 'request.range_not_satisfiable',
        });
    }
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('last-modified', info.lastModified.toUTCString())
      .header('etag', info.etag);
    if (isFresh(request, info)) return reply.code(304).send();

    reply.type(info.contentType);
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
    const length = range ? range.end - range.start + 1 : info.size;
    if (request.method === 'HEAD') return reply.header('content-length', length).send();
    const opened = await store.open(key, range);
    if (!opened) return reply.callNotFound();
    return reply.header('content-length', length).send(opened.stream);
  });
}

/** Whole seconds, as HTTP dates carry them. */
function httpTime(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

/** The browser's copy is current: its ETag matches, or (when it sends none) it is no older than the file. */
function isFresh(request: FastifyRequest, info: StoredFileInfo): boolean {
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? '')) return false;
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    if (noneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((tag) => opaque(tag) === opaque(info.etag));
  }
  const modifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(modifiedSince) && httpTime(info.lastModified) <= modifiedSince;
}

/**
 * The one byte range asked for; undefined for the whole file (no Range, a malformed one, several ranges, or an
 * If-Range naming another version); 'unsatisfiable' when no range asked for lies within the file.
 */
function requestedRange(
  request: FastifyRequest,
  info: StoredFileInfo,
): ByteRange | 'unsatisfiable' | undefined {
  const header = request.headers.range;
  if (!header?.startsWith('bytes=')) return undefined;
  const ifRange = request.headers['if-range'];
  if (typeof ifRange === 'string') {
    const sameVersion = ifRange.includes('"')
      ? ifRange.includes(info.etag)
      : httpTime(info.lastModified) <= Date.parse(ifRange);
    if (!sameVersion) return undefined;
  }
  const ranges: ByteRange[] = [];
  for (const part of header.slice('bytes='.length).split(',')) {
    const match = /^\s*(\d*)-(\d*)\s*$/.exec(part);
    if (!match || (match[1] === '' && match[2] === '')) return undefined;
    const [, first = '', last = ''] = match;
    // "-n" is the last n bytes; "n-" runs to the end.
    const start = first === '' ? Math.max(0, info.size - Number(last)) : Number(first);
    const end = first === '' || last === '' ? info.size - 1 : Math.min(Number(last), info.size - 1);
    if (start <= end) ranges.push({ start, end });
  }
  if (ranges.length === 0) return 'unsatisfiable';
  return ranges.length === 1 ? ranges[0] : undefined;
}
