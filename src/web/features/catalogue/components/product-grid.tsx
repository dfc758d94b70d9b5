import { Trans } from '@lingui/react/macro';
import type { Product, ProductListItem } from '../../../../domain/contracts/products.ts';
import { cn } from '../../../lib/cn.ts';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

// Two columns on a phone, up to four on a laptop: the first row is what shows without scrolling.
const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
const PHONE_FIRST_ROW = 2;
const LAPTOP_FIRST_ROW = 4;

// Cards after the first row are styled, laid out and painted only when they come near the screen; the size of
// a phone's card stands in for them until then. What a card paints outside its cell (the keyboard focus ring, the
// hover shadow) is kept (docs/decisions/117-cards-drawn-when-near.md).
const laterCardClasses =
  '[contain-intrinsic-size:auto_22rem] [content-visibility:auto] [overflow-clip-margin:0.75rem]';

const coverLoads = (index: number) =>
  index < PHONE_FIRST_ROW ? 'first' : index < LAPTOP_FIRST_ROW ? 'visible' : 'later';

export function ProductGrid({
  products,
  className,
}: {
  products: (Product | ProductListItem)[];
  className?: string;
}) {
  // A page's cards are taken over one a task (docs/decisions/115-hydration-in-turns.md), after a turn of the grid's
  // own: the page's turn then waits on one part rather than on each card (docs/decisions/126-the-grid-in-a-turn.md).
  return (
    <HydrateInTurn>
      <ul className={cn(gridClasses, className)}>
        {products.map((product, index) => (
          <li key={product.id} className={index < PHONE_FIRST_ROW ? undefined : laterCardClasses}>
            <HydrateInTurn>
              <ProductCard product={product} coverLoads={coverLoads(index)} />
            </HydrateInTurn>
          </li>
        ))}
      </ul>
    </HydrateInTurn>
  );
}

/** Grey cards in the grid's shape while the first results load; announced once as loading. */
export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div role="status" className={cn(gridClasses, className)}>
      <span className="sr-only">
        <Trans>Loading listings…</Trans>
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
