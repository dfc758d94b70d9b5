import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, FileText, RotateCw, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { FILE_INPUT_ACCEPT } from '../../../../domain/contracts/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FileUploads, UploadItem } from './use-file-uploads.ts';

function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function statusText(i18n: I18n, item: UploadItem): string {
  switch (item.status) {
    case 'queued':
      return i18n._(msg`Waiting…`);
    case 'uploading': {
      const percent = Math.round(item.progress * 100);
      return i18n._(msg`Uploading… ${percent}%`);
    }
    case 'done':
      return i18n._(msg`Uploaded`);
    default:
      return item.error ?? i18n._(msg`Upload failed`);
  }
}

function UploadRow({ item, uploads }: { item: UploadItem; uploads: FileUploads }) {
  const { t, i18n } = useLingui();
  const failed = item.status === 'failed';
  const fileName = item.fileName;
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-white p-2">
      {/* A refused file is often not a picture at all: its own bytes would show as a broken image. */}
      {item.previewUrl && !failed ? (
        <ImageWithFallback
          src={item.previewUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-md bg-slate-100 object-cover"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
          {failed ? (
            <CircleAlert aria-hidden="true" className="size-6 text-red-700" />
          ) : (
            <FileText aria-hidden="true" className="size-6" />
          )}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate font-medium text-slate-900 text-sm" title={item.fileName}>
          {item.fileName}
        </p>
        {item.status !== 'failed' && (
          <Progress
            value={item.progress * 100}
            label={t`Upload of ${fileName}`}
            tone={item.status === 'done' ? 'success' : 'primary'}
          />
        )}
        <p
          aria-live="polite"
          className={cn(
            'flex items-start gap-1 text-xs',
            failed ? 'text-red-700' : item.status === 'done' ? 'text-status-green' : 'text-slate-600',
          )}
        >
          {failed && <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />}
          {item.status === 'done' && <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />}
          <span>
            {statusText(i18n, item)}
            {item.size !== undefined && !failed && ` · ${formatSize(item.size)}`}
          </span>
        </p>
      </div>
      {failed && item.retryable && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Retry ${fileName}`}
          onClick={() => uploads.retry(item.id)}
        >
          <RotateCw aria-hidden="true" className="size-5" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Remove ${fileName}`}
        onClick={() => uploads.remove(item.id)}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </li>
  );
}

interface FileUploaderProps {
  uploads: FileUploads;
  /** A problem to show under the picker (e.g. no files yet). */
  error?: string | undefined;
}

/** Pick or drop photos and documents; each shows a preview and its own progress bar while it uploads. */
export function FileUploader({ uploads, error }: FileUploaderProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    uploads.addFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
          error ? 'border-red-600' : dragging ? 'border-primary-600' : 'border-slate-300',
          dragging ? 'bg-primary-50' : 'bg-slate-50 hover:bg-slate-100',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-primary-700" />
        <span className="font-semibold text-primary-800">
          <Trans>Add photos or documents</Trans>
        </span>
        <span id={hintId} className="text-slate-600 text-sm">
          {/* The limits of the contract's FILE_LIMITS_TEXT, in the reader's language. */}
          <Trans>
            Images up to 10 MB, PDFs up to 25 MB, DOC, DOCX and TXT up to 10 MB. Photos of the cover, spine
            and a few inside pages help buyers decide.
          </Trans>
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={FILE_INPUT_ACCEPT}
          className="sr-only"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            uploads.addFiles([...(event.target.files ?? [])]);
            // The same file can be picked again after it was removed.
            event.target.value = '';
          }}
        />
      </label>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-red-700 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {uploads.items.length > 0 && (
        <ul aria-label={t`Your files`} className="flex flex-col gap-2">
          {uploads.items.map((item) => (
            <UploadRow key={item.id} item={item} uploads={uploads} />
          ))}
        </ul>
      )}
    </div>
  );
}
