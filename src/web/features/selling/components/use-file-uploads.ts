import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  extensionOf,
  type FileKind,
  fileKindOf,
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_IMAGES,
  maxBytesFor,
} from '../../../../domain/contracts/listings.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, errorMessage, refusalMessage } from '../../../lib/api-client.ts';
import { NetworkError, uploadFiles } from '../api/upload-files.ts';
import { isLoginRequired } from '../login-required.ts';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  id: string;
  fileName: string;
  size: number | undefined;
  kind: FileKind | undefined;
  /** A local preview (object URL) while new, the server's thumbnail once stored before. */
  previewUrl: string | undefined;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  /** The name the server stored it under. */
  storedName: string | undefined;
  error: string | undefined;
  /** A failure worth trying again (the network, the server being busy), not a refused file. */
  retryable: boolean;
  file: File | undefined;
}

let nextId = 1;
const newId = () => `upload-${nextId++}`;

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

function storedItem(name: string, kind: FileKind, fileName: string): UploadItem {
  return {
    id: newId(),
    fileName,
    size: undefined,
    kind,
    previewUrl: kind === 'image' ? thumbnailUrl(name) : undefined,
    status: 'done',
    progress: 1,
    storedName: name,
    error: undefined,
    retryable: false,
    file: undefined,
  };
}

interface Options {
  /** Files already stored (editing a listing). */
  initialImages?: readonly string[];
  initialFiles?: readonly string[];
  /** Stored name → the file's own name, where it is known (a draft keeps it, a listing does not). */
  initialFileNames?: Readonly<Record<string, string>>;
  /** Called once when the server says the session is gone. */
  onLoginRequired: () => void;
}

/**
 * The files of a listing on their way to the server: each is checked here first (type and size by its
 * name), then sent on its own to /api/upload, one at a time so each gets the whole connection and its
 * own progress bar, and can be retried alone on a patchy network.
 */
export function useFileUploads({
  initialImages = [],
  initialFiles = [],
  initialFileNames = {},
  onLoginRequired,
}: Options) {
  const { i18n, t } = useLingui();
  /**
   * Stored files as items, each under its own name where known, else "Photo 2" or "Document 1": a stored
   * name is a long unbroken id that tells the student nothing.
   */
  const storedItems = useCallback(
    (images: readonly string[], files: readonly string[], names: Readonly<Record<string, string>>) => [
      ...images.map((name, index) => {
        const number = index + 1;
        return storedItem(name, 'image', names[name] ?? t`Photo ${number}`);
      }),
      ...files.map((name, index) => {
        const number = index + 1;
        return storedItem(name, 'document', names[name] ?? t`Document ${number}`);
      }),
    ],
    [t],
  );
  const [items, setItems] = useState<UploadItem[]>(() =>
    storedItems(initialImages, initialFiles, initialFileNames),
  );
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());
  const run = useRef({ images: 0, documents: 0, failures: 0 });

  const update = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      setItems((current) => {
        let images = current.filter((item) => item.kind === 'image' && item.status !== 'failed').length;
        let documents = current.filter((item) => item.kind === 'document' && item.status !== 'failed').length;
        const added = files.map((file): UploadItem => {
          const kind = fileKindOf(file.name);
          const limit = maxBytesFor(file.name);
          let error: string | undefined;
          // The contract's ALLOWED_FILES_TEXT and sizeLimitText, in the reader's language.
          if (!kind || limit === undefined)
            error = t`Not a supported file type. Upload images (JPG, PNG, GIF, WebP), PDF, DOC, DOCX or TXT files.`;
          else if (file.size > limit) {
            error =
              kind === 'image'
                ? t`Too large. Images can be at most 10 MB.`
                : extensionOf(file.name) === 'pdf'
                  ? t`Too large. PDFs can be at most 25 MB.`
                  : t`Too large. DOC, DOCX and TXT files can be at most 10 MB.`;
          } else if (file.size === 0) error = t`This file is empty.`;
          else if (kind === 'image' && ++images > MAX_LISTING_IMAGES) {
            const max = MAX_LISTING_IMAGES;
            error = t`A listing can have at most ${max} images.`;
          } else if (kind === 'document' && ++documents > MAX_LISTING_DOCUMENTS) {
            const max = MAX_LISTING_DOCUMENTS;
            error = t`A listing can have at most ${max} documents.`;
          }
          let previewUrl: string | undefined;
          if (kind === 'image' && !error && canPreview()) {
            previewUrl = URL.createObjectURL(file);
            objectUrls.current.add(previewUrl);
          }
          return {
            id: newId(),
            fileName: file.name,
            size: file.size,
            kind,
            previewUrl,
            status: error ? 'failed' : 'queued',
            progress: 0,
            storedName: undefined,
            error,
            retryable: false,
            file,
          };
        });
        return [...current, ...added];
      });
    },
    [t],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setItems((current) => {
      const item = current.find((candidate) => candidate.id === id);
      if (item?.previewUrl && objectUrls.current.has(item.previewUrl)) {
        URL.revokeObjectURL(item.previewUrl);
        objectUrls.current.delete(item.previewUrl);
      }
      return current.filter((candidate) => candidate.id !== id);
    });
  }, []);

  const retry = useCallback(
    (id: string) => update(id, { status: 'queued', progress: 0, error: undefined, retryable: false }),
    [update],
  );

  const reset = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    for (const url of objectUrls.current) URL.revokeObjectURL(url);
    objectUrls.current.clear();
    run.current = { images: 0, documents: 0, failures: 0 };
    setItems([]);
  }, []);

  /** Starts again from files already stored (a resumed draft), under their own names where known. */
  const restore = useCallback(
    (images: readonly string[], files: readonly string[], fileNames: Record<string, string> = {}) => {
      reset();
      setItems(storedItems(images, files, fileNames));
    },
    [reset, storedItems],
  );

  // Sends the next queued file when none is on its way.
  useEffect(() => {
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'queued');
    if (!next?.file) {
      const { images, documents, failures } = run.current;
      if (images + documents > 0 && failures === 0) {
        toast({
          title: t`Upload Complete!`,
          description: t`${plural(images, { one: '# image', other: '# images' })} and ${plural(documents, {
            one: '# document',
            other: '# documents',
          })} uploaded`,
          variant: 'success',
        });
      }
      run.current = { images: 0, documents: 0, failures: 0 };
      return;
    }
    const controller = new AbortController();
    controllers.current.set(next.id, controller);
    update(next.id, { status: 'uploading', progress: 0 });
    uploadFiles([next.file], {
      signal: controller.signal,
      onProgress: (fraction) => update(next.id, { progress: fraction }),
    })
      .then((result) => {
        const storedName = result.filenames[0];
        if (next.kind === 'image') run.current.images += 1;
        else run.current.documents += 1;
        update(next.id, { status: 'done', progress: 1, storedName });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        run.current.failures += 1;
        if (isLoginRequired(error)) {
          onLoginRequired();
          setItems((current) =>
            current.map((item) =>
              item.status === 'queued' || item.id === next.id
                ? { ...item, status: 'failed', error: t`Please log in to upload files.`, retryable: false }
                : item,
            ),
          );
          return;
        }
        // A refused file (400) will be refused again; anything else may well work the next time.
        const retryable = !(error instanceof ApiError && error.status === 400);
        const message =
          error instanceof NetworkError
            ? t`The connection was lost. Check your internet and try again.`
            : error instanceof ApiError
              ? refusalMessage(error, i18n)
              : errorMessage(error, i18n);
        const fallback = t`Failed to upload files. Please try again.`;
        update(next.id, { status: 'failed', error: message ?? fallback, retryable });
        toast({
          title: t`Upload Failed`,
          description: message ?? fallback,
          variant: 'destructive',
        });
      })
      .finally(() => controllers.current.delete(next.id));
  }, [items, update, onLoginRequired, i18n, t]);

  // Leaving the page stops uploads on their way and frees the previews.
  useEffect(() => {
    const ongoing = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of ongoing.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const stored = (kind: FileKind) =>
    items.flatMap((item) =>
      item.kind === kind && item.status === 'done' && item.storedName ? [item.storedName] : [],
    );

  const fileNames = Object.fromEntries(
    items.flatMap((item) =>
      item.status === 'done' && item.storedName ? [[item.storedName, item.fileName]] : [],
    ),
  );

  return {
    items,
    fileNames,
    addFiles,
    remove,
    retry,
    reset,
    restore,
    images: stored('image'),
    files: stored('document'),
    isUploading: items.some((item) => item.status === 'uploading' || item.status === 'queued'),
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
