import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, contentTypeOf, type FileStore, type StoredFileInfo } from './file-store.ts';

export interface S3Settings {
  /** The service's address; unset means AWS S3 itself (then `region` picks the endpoint). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path rather than the host name: MinIO and most self-hosted stores want it. */
  forcePathStyle: boolean;
}

/**
 * A FileStore in an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2
 * (docs/decisions/061-object-storage.md). Keys are the object names, unchanged, so the key layout of
 * stored-files.ts and the public /uploads/ addresses stay the same; the app still serves every file itself.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default streams uploads in aws-chunked encoding with trailing checksums, which several
    // S3-compatible stores refuse or store undecoded; checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };

  const headOf = async (key: string): Promise<StoredFileInfo | undefined> => {
    try {
      const head = await client.send(new HeadObjectCommand(object(key)));
      return infoOf(key, head.ContentLength ?? 0, head.LastModified, head.ETag);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    async save(key, source) {
      const target = object(key);
      if (Buffer.isBuffer(source)) {
        await client.send(new PutObjectCommand({ ...target, Body: source, ContentType: contentTypeOf(key) }));
        return;
      }
      // Streamed from the temporary file with its length, so large documents are never held in memory.
      const { size } = await stat(source.localFile);
      await client.send(
        new PutObjectCommand({
          ...target,
          Body: createReadStream(source.localFile),
          ContentLength: size,
          ContentType: contentTypeOf(key),
        }),
      );
      await rm(source.localFile, { force: true });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async exists(key) {
      return (await headOf(key).catch(unsafeKeyIsMissing)) !== undefined;
    },
    stat: (key) => headOf(key).catch(unsafeKeyIsMissing),
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            ...object(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // A ranged answer's Content-Length is the range's; the whole size is after the slash of Content-Range.
        const size = range
          ? Number(answer.ContentRange?.split('/')[1] ?? answer.ContentLength ?? 0)
          : (answer.ContentLength ?? 0);
        return {
          ...infoOf(key, size, answer.LastModified, answer.ETag),
          stream: answer.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error) || isUnsafeKey(error)) return undefined;
        throw error;
      }
    },
  };
}

function infoOf(key: string, size: number, lastModified?: Date, etag?: string): StoredFileInfo {
  return {
    size,
    contentType: contentTypeOf(key),
    lastModified: lastModified ?? new Date(0),
    // Weak, as the local store's are, so both stores' validators compare the same way.
    etag: `W/${etag ?? `"${size.toString(16)}"`}`,
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

function isUnsafeKey(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Unsafe file store key');
}

/** An unsafe key names nothing that could be stored, as in the local store. */
function unsafeKeyIsMissing(error: unknown): undefined {
  if (isUnsafeKey(error)) return undefined;
  throw error;
}
