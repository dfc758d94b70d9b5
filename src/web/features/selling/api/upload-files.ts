import type { UploadResult } from '../../../../domain/contracts/listings.ts';
import { ApiError } from '../../../lib/api-client.ts';

export interface UploadOptions {
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The network failed before the server answered (offline, connection dropped). */
export class NetworkError extends Error {
  constructor() {
    super('The connection was lost. Check your internet and try again.');
    this.name = 'NetworkError';
  }
}

/**
 * Sends a form with XMLHttpRequest, which (unlike fetch) reports upload progress. Answers the parsed JSON;
 * a non-OK answer throws the same ApiError as apiRequest, so callers read errors one way.
 */
export function uploadWithProgress<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, request.statusText, request.responseText));
        }
      } else {
        reject(new ApiError(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () => reject(new NetworkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** POST /api/upload with one or more files; the answer names the stored images and documents. */
export function uploadFiles(files: readonly File[], options: UploadOptions = {}): Promise<UploadResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return uploadWithProgress<UploadResult>('/api/upload', body, options);
}
