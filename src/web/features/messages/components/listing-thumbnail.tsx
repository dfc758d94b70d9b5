import { thumbnailUrl } from '../../../../domain/images.ts';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';

/** A conversation's listing photo, small; a drawn placeholder when it has none or is gone. */
export function ListingThumbnail({ image, title }: { image: string | null; title: string }) {
  return (
    <ImageWithFallback
      src={image ? thumbnailUrl(image) : undefined}
      alt={title}
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-lg object-cover"
    />
  );
}
