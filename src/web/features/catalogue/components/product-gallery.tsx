import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ImageOff, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { imageUrl, PHOTO_SIZES, photoSrcSet, thumbnailUrl } from '../../../../domain/images.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { cn } from '../../../lib/cn.ts';
import { loadCode } from '../../../lib/load-code.ts';
import { GalleryStep } from './gallery-step.tsx';

// The full images the server keeps for listings (600×800); thumbnails are 240×320, shown smaller.
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 800;

// The full-screen view (Radix Dialog, ~10 KB gzip) is fetched when first opened, not with the page.
const GalleryFullScreen = lazy(() =>
  loadCode(() => import('./gallery-full-screen.tsx')).then((module) => ({
    default: module.GalleryFullScreen,
  })),
);

interface ProductGalleryProps {
  images: string[];
  title: string;
}

/**
 * The listing's photos: a swipeable strip (CSS scroll snap, no carousel library), previous/next buttons,
 * thumbnails, a full-screen view and a download link.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const fullScreenButtonRef = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const count = images.length;
  const currentImage = images[current];

  if (!currentImage) {
    return (
      <div className="flex h-80 flex-col items-center justify-center gap-2 rounded-lg border bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="size-10" />
        <p>
          <Trans>No image available</Trans>
        </p>
      </div>
    );
  }

  const showImage = (index: number) => {
    const next = Math.min(count - 1, Math.max(0, index));
    setCurrent(next);
    const track = trackRef.current;
    if (track) track.scrollLeft = next * track.clientWidth;
  };

  // Swiping moves the strip itself; the buttons and thumbnails follow whichever photo it settles on.
  const followSwipe = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <div className="flex flex-col gap-3">
      <section aria-roledescription={t`carousel`} aria-label={t`Photos of ${title}`} className="relative">
        <div
          ref={trackRef}
          onScroll={followSwipe}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-lg border bg-white [scrollbar-width:none] motion-safe:scroll-smooth"
        >
          {images.map((image, index) => (
            <div key={image} className="w-full shrink-0 snap-center">
              <ImageWithFallback
                src={imageUrl(image)}
                srcSet={photoSrcSet(image)}
                sizes={PHOTO_SIZES}
                alt={count > 1 ? t`${title}, photo ${index + 1}` : title}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                // The first photo is the page's largest element: fetch it first; the others on demand.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                fallbackText={t`Image unavailable`}
                className="mx-auto h-80 w-full object-contain sm:h-[32rem]"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <GalleryStep
              direction="previous"
              disabled={current === 0}
              onClick={() => showImage(current - 1)}
            />
            <GalleryStep
              direction="next"
              disabled={current === count - 1}
              onClick={() => showImage(current + 1)}
            />
          </>
        )}
        <Button
          ref={fullScreenButtonRef}
          variant="floating"
          size="icon"
          aria-label={t`View full screen`}
          onClick={() => setFullScreen(true)}
          className="absolute top-2 right-2"
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </Button>
      </section>

      <div className="flex flex-wrap items-center gap-2">
        {count > 1 && (
          <ul className="flex gap-2 overflow-x-auto" aria-label={t`Choose a photo`}>
            {images.map((image, index) => (
              <li key={image}>
                <button
                  type="button"
                  aria-label={t`Show photo ${index + 1} of ${count}`}
                  aria-current={index === current}
                  onClick={() => showImage(index)}
                  className="block overflow-hidden rounded-lg border-2 border-transparent aria-[current=true]:border-primary-800"
                >
                  <ImageWithFallback
                    src={thumbnailUrl(image)}
                    alt=""
                    width={48}
                    height={64}
                    loading="lazy"
                    className="h-16 w-12 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        <a
          href={imageUrl(currentImage)}
          download
          className={cn(buttonVariants({ variant: 'ghost', tone: 'primary' }), 'ml-auto')}
        >
          <Download aria-hidden="true" className="size-5" />
          <Trans>Download image</Trans>
        </a>
      </div>

      {fullScreen && (
        <Suspense fallback={null}>
          <GalleryFullScreen
            onClose={() => setFullScreen(false)}
            returnFocusTo={fullScreenButtonRef}
            images={images}
            title={title}
            current={current}
            onShowImage={showImage}
          />
        </Suspense>
      )}
    </div>
  );
}
