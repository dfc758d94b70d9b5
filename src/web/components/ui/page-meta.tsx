import { createPortal } from 'react-dom';
import { absoluteUrl, type PageMeta as PageMetaData, SITE_NAME } from '../../../domain/seo.ts';
import { pageOrigin } from '../../lib/page-origin.ts';
import { useHydrated } from '../../lib/use-hydrated.tsx';

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page's <head> tags: title, description, keywords, canonical link, Open Graph and Twitter tags, JSON-LD.
 * They are portalled into the head: Preact, the app's renderer (docs/decisions/114), leaves an element where it is.
 * The same tags the server writes for crawlers (server/modules/pages/head-tags.ts); render exactly one per page.
 * Drawn by the browser only: a server-rendered page arrives with the server's own head tags.
 */
export function PageMeta({ meta }: { meta: PageMetaData }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const canonical = absoluteUrl(pageOrigin(), meta.canonicalPath);
  const image = meta.image ? absoluteUrl(pageOrigin(), meta.image) : undefined;
  return createPortal(
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={meta.jsonLd?.['@type'] === 'Product' ? 'product' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {image && <meta property="og:image" content={image} />}
      {image && <meta name="twitter:image" content={image} />}
      {meta.imageSize && <meta property="og:image:width" content={String(meta.imageSize.width)} />}
      {meta.imageSize && <meta property="og:image:height" content={String(meta.imageSize.height)} />}
      {meta.jsonLd && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON, escaped above.
          dangerouslySetInnerHTML={{ __html: safeJson(meta.jsonLd) }}
        />
      )}
    </>,
    document.head,
  );
}
