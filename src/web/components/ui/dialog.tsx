import { msg } from '@lingui/core/macro';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-slate-950/50';

const contentSizes = {
  md: 'w-[calc(100%-2rem)] max-w-lg p-6',
  // A form with two columns (editing a listing).
  lg: 'w-[calc(100%-2rem)] max-w-2xl p-6',
  // Nearly the whole screen, with a thin frame: the photo viewer.
  xl: 'w-[calc(100%-1rem)] max-w-5xl p-3 sm:p-4',
} as const;

/** A centred dialog with a Close button; focus is trapped inside while it is open (Radix). */
export function DialogContent({
  size = 'md',
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof contentSizes }) {
  const i18n = useTranslator();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-soft',
          contentSizes[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={i18n._(msg`Close`)}
          className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  size = 'lg',
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & { size?: 'md' | 'lg' }) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-10 font-semibold text-slate-900', size === 'lg' ? 'text-lg' : 'text-base', className)}
      {...props}
    />
  );
}

/**
 * `spaced={false}` (here and on DialogFooter) leaves out the margin above, inside a layout that spaces its
 * children already (a flex column with a gap).
 */
export function DialogDescription({
  spaced = true,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description> & { spaced?: boolean }) {
  return (
    <DialogPrimitive.Description
      className={cn('text-slate-600 text-sm', spaced && 'mt-2', className)}
      {...props}
    />
  );
}

export function DialogFooter({
  spaced = true,
  className,
  ...props
}: ComponentProps<'div'> & { spaced?: boolean }) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', spaced && 'mt-6', className)}
      {...props}
    />
  );
}
