import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorCall } from '../../../domain/api-errors.ts';
import { MAX_UPLOAD_BYTES } from '../../../domain/contracts/listings.ts';
import { containsUnstorableText } from '../../http/text-guard.ts';
import { badRequest } from '../../lib/app-error.ts';
import {
  removeStoredUploads,
  type StoredUpload,
  storeUploadedFile,
  type UploadTarget,
} from './uploads.service.ts';

/** Text fields of a multipart form; a repeated field becomes a list. */
export type FormFields = Record<string, unknown>;

const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 20_000;

/**
 * Multipart parsing for a route plugin: streaming (nothing buffered), busboy's per-file cap at the largest
 * size any file may have, and client paths kept in file names so they can be refused rather than trimmed.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    preservePath: true,
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: 200 },
  });
}

function addField(fields: FormFields, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

function limitMessage(error: unknown, maxFiles: number): ApiErrorCall | undefined {
  switch ((error as { code?: unknown }).code) {
    case 'FST_FILES_LIMIT':
      return ['upload.too_many_files', { max: maxFiles }];
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return ['upload.too_many_fields'];
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return ['upload.form_unreadable'];
    default:
      return undefined;
  }
}

/**
 * Reads a multipart request: text fields, and every file stored through storeUploadedFile for the uploader
 * (recorded against their quota). All or nothing: when any file is refused, or the form breaks a limit, the
 * files already stored (and their records) are removed and the first problem is thrown. The rest of the body
 * is still read, so the client gets the answer.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  target: UploadTarget,
  { maxFiles, uploaderId }: { maxFiles: number; uploaderId: number },
): Promise<{ fields: FormFields; uploads: StoredUpload[] }> {
  const fields: FormFields = {};
  const uploads: StoredUpload[] = [];
  let failure: unknown;
  try {
    const parts = request.parts({ limits: { files: maxFiles } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (containsUnstorableText([part.fieldname, part.value])) failure ??= badRequest('text.unstorable');
        if (!failure) addField(fields, part.fieldname, part.value);
        continue;
      }
      if (failure) {
        part.file.resume();
        continue;
      }
      try {
        uploads.push(
          await storeUploadedFile(target, uploaderId, { fileName: part.filename, stream: part.file }),
        );
      } catch (error) {
        failure = error;
        // Whatever was not read of this file is read and dropped.
        part.file.resume();
      }
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure) {
    await removeStoredUploads(target, uploads);
    const message = limitMessage(failure, maxFiles);
    throw message ? badRequest(...message) : failure;
  }
  return { fields, uploads };
}
