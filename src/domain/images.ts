/**
 * Where a listing's image is fetched from. An image starting with http is used as is (spec, section 3);
 * any other image is a file under /uploads/, with a small thumbnail of the same name under /uploads/thumbs/.
 */
export function imageUrl(image: string): string {
  return isExternal(image) ? image : `/uploads/${encodeURIComponent(image)}`;
}

/** The small copy for cards and lists; external images have none, so the original is used. */
export function thumbnailUrl(image: string): string {
  return isExternal(image) ? image : `/uploads/thumbs/${encodeURIComponent(image)}`;
}

/**
 * A listing photo's sources for `srcset`: the stored thumbnail (240 px wide) and the photo itself (up to 1,600 px
 * on its long side; nominally 1,200 px wide for a portrait page), so a small screen can take the thumbnail and a
 * dense phone screen the photo. A photo from elsewhere has no thumbnail, and no srcset.
 */
export function photoSrcSet(image: string): string | undefined {
  return isExternal(image) ? undefined : `${thumbnailUrl(image)} 240w, ${imageUrl(image)} 1200w`;
}

/** How wide the listing page shows its photo: half the window beside the details, the whole width on a phone. */
export const PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';

function isExternal(image: string): boolean {
  return /^https?:\/\//i.test(image);
}
