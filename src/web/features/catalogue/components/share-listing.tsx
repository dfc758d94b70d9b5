import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductDetail } from '../../../../domain/contracts/products.ts';
import { productPagePath } from '../../../../domain/seo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatPrice } from '../../../lib/format.ts';
import { pageOrigin } from '../../../lib/page-origin.ts';

/** True where the browser has a share sheet (phones): it offers WhatsApp and every other app itself. */
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * "Share" on a listing's page (issue 28): the phone's share sheet where there is one, else a choice of "Share on
 * WhatsApp" and "Copy link". The server renders only the button, the same as the first render in the browser, so
 * hydration matches whichever browser it is; which of the two happens is decided on the tap.
 */
export function ShareListing({ product }: { product: Pick<ProductDetail, 'id' | 'title' | 'price'> }) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const choicesId = useId();
  const { title } = product;
  const price = formatPrice(product.price);

  const link = () => `${pageOrigin()}${productPagePath(product.id)}`;
  const message = () => t`${title} for ${price} on PassItOn`;

  const share = async () => {
    if (!hasShareSheet()) {
      setChoosing((open) => !open);
      return;
    }
    try {
      await navigator.share({ title, text: message(), url: link() });
    } catch (error) {
      // Closing the sheet is the student's choice; anything else falls back to the two ways here.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setChoosing(true);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link());
      toast({ title: t`Link copied`, variant: 'success' });
    } catch {
      toast({ title: t`Could not copy the link`, description: link(), variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" aria-expanded={choosing} aria-controls={choicesId} onClick={share}>
        <Share2 aria-hidden="true" className="size-5" />
        <Trans>Share</Trans>
      </Button>
      <div id={choicesId} hidden={!choosing} className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${message()}\n${link()}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            <Trans>Share on WhatsApp</Trans>
          </a>
        </Button>
        <Button variant="outline" onClick={copyLink}>
          <Link2 aria-hidden="true" className="size-5" />
          <Trans>Copy link</Trans>
        </Button>
      </div>
    </div>
  );
}
