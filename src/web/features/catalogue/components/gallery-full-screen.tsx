import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { RefObject } from 'react';
import { imageUrl } from '../../../../domain/images.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { GalleryStep } from './gallery-step.tsx';

interface GalleryFullScreenProps {
  onClose: () => void;
  /** Where focus goes back to on closing: the button that opened the view. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  images: string[];
  title: string;
  current: number;
  onShowImage: (index: number) => void;
}

/** One photo as large as the screen allows, with previous/next and download. Escape or Close returns. */
export function GalleryFullScreen({
  onClose,
  returnFocusTo,
  images,
  title,
  current,
  onShowImage,
}: GalleryFullScreenProps) {
  const { t } = useLingui();
  const image = images[current];
  if (!image) return null;
  const count = images.length;

  return (
    // Mounted only while open, without a Radix trigger, so focus is handed back by hand.
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        size="xl"
        className="flex h-[95dvh] flex-col gap-3"
      >
        <DialogTitle size="md" className="truncate">
          {title}
        </DialogTitle>
        <DialogDescription spaced={false}>
          <Trans>
            Photo {current + 1} of {count}
          </Trans>
        </DialogDescription>
        <div className="relative min-h-0 flex-1">
          <ImageWithFallback
            key={image}
            src={imageUrl(image)}
            alt={count > 1 ? t`${title}, photo ${current + 1}` : title}
            width={600}
            height={800}
            fallbackText={t`Image unavailable`}
            className="mx-auto h-full w-full object-contain"
          />
          {count > 1 && (
            <>
              <GalleryStep
                direction="previous"
                disabled={current === 0}
                onClick={() => onShowImage(current - 1)}
              />
              <GalleryStep
                direction="next"
                disabled={current === count - 1}
                onClick={() => onShowImage(current + 1)}
              />
            </>
          )}
        </div>
        <a href={imageUrl(image)} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" className="size-5" />
          <Trans>Download image</Trans>
        </a>
      </DialogContent>
    </Dialog>
  );
}
