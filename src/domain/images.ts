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

function isExternal(image: string): boolean {
  return /^https?:\/\//i.test(image);
}
