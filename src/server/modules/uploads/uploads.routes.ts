import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common.ts';
import { MAX_FILES_PER_UPLOAD, UploadResultSchema } from '../../../domain/contracts/listings.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { badRequest } from '../../lib/app-error.ts';
import { readMultipartForm, registerMultipart } from './multipart.ts';
import type { UploadTarget } from './uploads.service.ts';

/** Uploads a person may make in a minute; a listing rarely needs more than a handful. */
export const UPLOADS_PER_MINUTE = 30;

function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** POST /api/upload: files for a listing, stored ahead of the product form that names them. */
export const uploadRoutes: FastifyPluginAsyncZod<{ target: UploadTarget }> = async (app, { target }) => {
  await registerMultipart(app);

  app.post(
    '/upload',
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(UPLOADS_PER_MINUTE) },
      schema: {
        tags: ['selling'],
        summary: 'Upload images and documents for a listing (multipart, repeated "files" parts)',
        description:
          'Images (jpg, jpeg, png, gif, webp) up to 10 MB, PDF up to 25 MB, DOC/DOCX/TXT up to 10 MB, at most ' +
          `${MAX_FILES_PER_UPLOAD} per call. The type is read from the bytes. Images are re-encoded to WebP ` +
          'without metadata, with a thumbnail. Answers the stored names to put in a listing. 429 when the ' +
          'daily upload quota is used up or the server is busy processing other images.',
        consumes: ['multipart/form-data'],
        response: { 200: UploadResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('upload.send_multipart');
      const { uploads } = await readMultipartForm(request, target, {
        maxFiles: MAX_FILES_PER_UPLOAD,
        uploaderId: currentUser(request).id,
      });
      if (uploads.length === 0) throw badRequest('upload.choose_file');
      const images = uploads.filter((upload) => upload.kind === 'image').map((upload) => upload.name);
      const files = uploads.filter((upload) => upload.kind === 'document').map((upload) => upload.name);
      return {
        success: true,
        filenames: uploads.map((upload) => upload.name),
        images,
        files,
        message: `Uploaded ${countOf(images.length, 'image')} and ${countOf(files.length, 'document')}`,
      };
    },
  );
};
