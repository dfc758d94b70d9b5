import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Stored images have server-chosen names with one of these extensions; nothing else is public. */
const PUBLIC_IMAGE = /\.(webp|jpe?g|png|gif)$/i;

/**
 * Listing images and their thumbnails, from the upload folder, cached for a year: a stored file never
 * changes under its name. Documents are private and are never served from here.
 */
export async function registerUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => PUBLIC_IMAGE.test(pathName),
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
