import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../domain/contracts/products.ts';
import { cn } from '../lib/cn.ts';
import { useFavourites, useToggleFavourite } from '../lib/favourites/favourites.ts';
import { signInPath } from '../lib/sign-in-return.ts';

/**
 * The heart that saves a listing (docs/decisions/019-favourites-and-saved-searches.md): a toggle button named for
 * the listing. A guest is sent to sign in and brought back.
 */
export function FavouriteButton({ product, className }: { product: Product; className?: string }) {
  const { t } = useLingui();
  const { signedIn, isSaved } = useFavourites();
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = isSaved(product.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t`Save ${product.title}`}
      onClick={() => {
        if (signedIn === false) navigate(signInPath(`${location.pathname}${location.search}`, 'save'));
        // While the session is still being read, a tap does nothing rather than guess.
        else if (signedIn) toggle.mutate({ product, save: !saved });
      }}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full bg-white/90 shadow-soft outline-none transition-colors hover:text-rose-600 focus-visible:ring-2 focus-visible:ring-primary-600',
        saved ? 'text-rose-600' : 'text-slate-700',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}
