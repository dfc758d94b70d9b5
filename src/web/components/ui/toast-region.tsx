import { msg } from '@lingui/core/macro';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  type ToastEntry,
  type ToastVariant,
  toastText,
} from './toast-store.ts';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-status-green/30 bg-status-green-soft text-status-green',
  destructive: 'border-status-red/30 bg-status-red-soft text-status-red',
};

const variantIcons = { default: null, success: CircleCheck, destructive: CircleAlert } as const;

/** Renders the current toast. Swipe right 50 px to dismiss; F8 moves focus to the notification area. */
export function ToastRegion({ entry }: { entry: ToastEntry }) {
  const Icon = variantIcons[entry.variant];
  const i18n = useTranslator();

  return (
    <Toast.Provider duration={DEFAULT_TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      <Toast.Root
        // A new key per toast, so a replacement restarts its own timer.
        key={entry.id}
        open={entry.open}
        onOpenChange={(open) => {
          if (!open) dismissToast(entry.id);
        }}
        duration={entry.duration}
        type={entry.variant === 'destructive' ? 'foreground' : 'background'}
        className={cn(
          'toast relative flex items-start gap-3 rounded-lg border p-4 pr-12 shadow-soft',
          variantClasses[entry.variant],
        )}
      >
        {Icon && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
        <div className="flex flex-col gap-1">
          <Toast.Title className="font-semibold text-sm">{toastText(i18n, entry.title)}</Toast.Title>
          {entry.description && (
            <Toast.Description className="text-sm">{toastText(i18n, entry.description)}</Toast.Description>
          )}
        </div>
        <Toast.Close
          aria-label={i18n._(msg`Close`)}
          className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </Toast.Close>
      </Toast.Root>
      {/* Low on phones, just above the bottom bar and any bar of buttons over it, where no page heading sits
          (styles.css, .toast-viewport); bottom right on wider screens. */}
      <Toast.Viewport
        hotkey={['F8']}
        className="toast-viewport fixed right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none print:hidden"
      />
    </Toast.Provider>
  );
}
