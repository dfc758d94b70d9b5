import type { Product } from '../../../domain/contracts/products.ts';
import { type FileStore, readStoredFile } from '../../lib/file-store.ts';
import { loadSharp } from '../../lib/load-sharp.ts';
import { escapeXml, wrapWords } from '../../lib/svg-text.ts';
import { imageKey } from '../uploads/index.ts';

/** The 1200×630 picture link previews (WhatsApp, social sites) show for a listing. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

const COVER = { width: 360, height: 480, left: 780, top: 75 };
const FONT = "'DejaVu Sans', sans-serif";
const TITLE_CHARACTERS_PER_LINE = 22;
const TITLE_MAX_LINES = 3;

/**
 * Draws the card: title, price, condition and pickup city on the left, the listing's own photo on the right
 * (when it is one of our uploads). JPEG keeps it well under the size preview crawlers accept.
 */
export async function renderSocialCard(product: Product, store: FileStore): Promise<Buffer> {
  const cover = await loadCover(product.images[0], store);
  const words = product.title.split(/\s+/);
  const lines = wrapWords(words, TITLE_CHARACTERS_PER_LINE);
  const shown =
    lines.length > TITLE_MAX_LINES
      ? [...lines.slice(0, TITLE_MAX_LINES - 1), `${lines[TITLE_MAX_LINES - 1]}…`]
      : lines;
  const title = shown
    .map((line, index) => `<tspan x="72" y="${190 + index * 68}">${escapeXml(line)}</tspan>`)
    .join('');
  const details = [product.condition, product.category, product.pickupCity].filter(Boolean).join(' · ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" height="${SOCIAL_CARD.height}">
<rect width="100%" height="100%" fill="#312e81"/>
<rect width="16" height="100%" fill="#f59e0b"/>
<text x="72" y="100" font-family="${FONT}" font-weight="bold" font-size="32" fill="#fbbf24">PassItOn</text>
<text font-family="${FONT}" font-weight="bold" font-size="56" fill="#ffffff">${title}</text>
<text x="72" y="470" font-family="${FONT}" font-weight="bold" font-size="64" fill="#ffffff">₹${escapeXml(product.price)}</text>
<text x="72" y="530" font-family="${FONT}" font-size="30" fill="#c7d2fe">${escapeXml(details)}</text>
<text x="72" y="585" font-family="${FONT}" font-size="24" fill="#a5b4fc">Used textbooks and notes from students near you</text>
${cover ? '' : `<rect x="${COVER.left}" y="${COVER.top}" width="${COVER.width}" height="${COVER.height}" rx="16" fill="#4338ca"/>`}
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg))
    .composite(cover ? [{ input: cover, left: COVER.left, top: COVER.top }] : [])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The listing's first photo, sized for the card; none for external images or a missing file. */
async function loadCover(image: string | undefined, store: FileStore): Promise<Buffer | undefined> {
  // Stored names are server-generated; anything with a path in it is not one of ours.
  if (!image || image.includes('/') || /^https?:/i.test(image)) return undefined;
  try {
    const bytes = await readStoredFile(store, imageKey(image));
    if (!bytes) return undefined;
    const sharp = await loadSharp();
    return await sharp(bytes).resize(COVER.width, COVER.height, { fit: 'cover' }).toBuffer();
  } catch {
    return undefined;
  }
}
