import { Trans, useLingui } from '@lingui/react/macro';
import { ScanBarcode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { normaliseIsbn } from '../../../../domain/isbn.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { openIsbnReader } from './isbn-reader.ts';

/** How often a frame is read: often enough to feel instant, rarely enough for a budget phone to keep up. */
const READ_EVERY_MS = 250;

const canUseCamera = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * "Scan the barcode": the phone's back camera reads the ISBN off a book's cover (docs/decisions/092). Shown only
 * where the browser offers a camera; the seller can always type the ISBN instead.
 */
export function ScanBarcodeButton({ onIsbn }: { onIsbn: (isbn: string) => void }) {
  const [open, setOpen] = useState(false);
  // After mounting only: the server renders no camera button it cannot know about.
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(canUseCamera()), []);
  if (!available) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ScanBarcode aria-hidden="true" className="size-4" />
        <Trans>Scan the barcode</Trans>
      </Button>
      <DialogContent>
        {open && (
          <Scanner
            onIsbn={(isbn) => {
              setOpen(false);
              onIsbn(isbn);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Scanner({ onIsbn }: { onIsbn: (isbn: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onIsbn);
  found.current = onIsbn;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      const reader = await openIsbnReader();
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      timer = setInterval(async () => {
        if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
        const codes = await reader.detect(element).catch(() => []);
        const isbn = codes.map((code) => normaliseIsbn(code.rawValue)).find((value) => value !== null);
        if (isbn && !stopped) {
          stopped = true;
          found.current(isbn);
        }
      }, READ_EVERY_MS);
    };
    start().catch(() => {
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <DialogTitle>
        <Trans>Scan the barcode</Trans>
      </DialogTitle>
      <DialogDescription>
        <Trans>Hold the barcode on the back cover inside the frame. The ISBN fills in by itself.</Trans>
      </DialogDescription>
      {failed ? (
        <p role="alert" className="text-red-700">
          <Trans>We could not open the camera — type the ISBN instead.</Trans>
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t`Camera view`}
          className="aspect-[4/3] w-full rounded-lg bg-slate-900 object-cover"
        />
      )}
    </div>
  );
}
