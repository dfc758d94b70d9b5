import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ProductDetail } from '../../../domain/contracts/products.ts';
import { isLanguage } from '../../../domain/languages.ts';
import { pageTitle, productPageMeta } from '../../../domain/seo.ts';
import { FavouriteButton } from '../../components/favourite-button.tsx';
import { NearScreenPart } from '../../components/near-screen-part.tsx';
import { ReportMenu } from '../../components/report-menu.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toastLoginRequired } from '../../components/ui/toast-store.ts';
import { HydrateInTurn } from '../../lib/hydrate-in-turn.tsx';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { pageOrigin } from '../../lib/page-origin.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { signInPath } from '../../lib/sign-in-return.ts';
import { isProductId, useProduct } from './api/get-product.ts';
import { useProductRating } from './api/get-product-rating.ts';
import { productReviewsQueryOptions } from './api/get-product-reviews.ts';
import { productsQueryOptions } from './api/get-products.ts';
import { storeBuyNowCheckout } from './buy-now.ts';
import { createChosenQuantity } from './chosen-quantity.ts';
import { AboutPlatform } from './components/about-platform.tsx';
import { AskSellerButton } from './components/ask-seller-button.tsx';
import { OtherCopies, otherCopiesQuery } from './components/other-copies.tsx';
import { ProductGallery } from './components/product-gallery.tsx';
import { ProductNotFound } from './components/product-not-found.tsx';
import { ProductSummary } from './components/product-summary.tsx';
import { PurchaseActions } from './components/purchase-actions.tsx';
import { ShareListing } from './components/share-listing.tsx';
import { StickyPurchaseBar } from './components/sticky-purchase-bar.tsx';

const NO_RATING = { averageRating: 0, totalReviews: 0 };

// The part below the first screen as the server sends it is ~1,200 px tall on a phone (other copies, the reviews'
// tabs, the platform's promises): its place is held at that height until it comes near and is drawn. The margin lets
// a focus ring drawn outside a control at its edge show.
const BELOW_THE_FIRST_SCREEN =
  'flex flex-col gap-6 [contain-intrinsic-size:auto_75rem] [content-visibility:auto] [overflow-clip-margin:0.75rem]';

// The reviews sit below the fold and bring the tabs and the review form (~10 KB gzip): they load when they come
// near the screen, keeping the page a WhatsApp link opens within the first-load budget
// (docs/decisions/110-the-listing-below-its-first-screen.md).
const ProductReviews = lazyPart(
  () => import('./components/product-reviews.tsx').then((module) => module.ProductReviews),
  () => <Skeleton className="h-64 w-full" />,
);

/** What the listing page hands the offers part another feature shows (docs/decisions/038-offers.md). */
export interface ListingOffersSlotProps {
  productId: number;
  sellerId: number;
  title: string;
  askingPrice: string;
  stock: number;
  viewerId: number | undefined;
  forSale: boolean;
}

export interface ProductPageProps {
  /** Offers on the listing, which the offers feature shows: the route passes it in. */
  Offers?: ComponentType<ListingOffersSlotProps>;
}

/** /product/:id: one listing with its gallery and reviews. */
export function ProductPage({ Offers }: ProductPageProps = {}) {
  const { t } = useLingui();
  const rawId = useParams().id ?? '';
  const productId = Number(rawId);
  const product = useProduct(productId);
  const canonicalPath = `/product/${encodeURIComponent(rawId)}`;

  // Keyed by listing: going from one listing to another starts its photo, quantity and tab afresh.
  if (product.isSuccess) return <ProductView key={product.data.id} product={product.data} Offers={Offers} />;
  // Not found, removed, a malformed id or a failed call: the spec shows the same screen for all.
  if (product.isError || !isProductId(productId)) {
    return (
      <>
        <PageMeta
          meta={{
            title: pageTitle(t`Product Not Found`),
            description: t`Sorry, we couldn't find the product you're looking for.`,
            canonicalPath,
          }}
        />
        <ProductNotFound />
      </>
    );
  }
  return (
    <>
      <PageMeta
        meta={{
          title: pageTitle(t`Product details`),
          description: t`A used textbook, notes or study item from a student on PassItOn.`,
          canonicalPath,
        }}
      />
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
        <Spinner size="lg" className="text-primary-800" />
        <p className="text-slate-600">
          <Trans>Loading product details...</Trans>
        </p>
      </div>
    </>
  );
}

function ProductView({ product, Offers }: { product: ProductDetail } & ProductPageProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { data: viewer } = useUser();
  const { data: rating } = useProductRating(product.id);

  const queryClient = useQueryClient();
  const isbn = product.book?.isbn;
  // The part below the first screen asks for these as it comes near (docs/decisions/110).
  const prepareBelowTheFirstScreen = useCallback(
    () =>
      Promise.all([
        ProductReviews.load(),
        queryClient.prefetchQuery(productReviewsQueryOptions(product.id)),
        isbn && queryClient.prefetchQuery(productsQueryOptions(otherCopiesQuery(isbn))),
      ]),
    [queryClient, product.id, isbn],
  );

  const [chosenQuantity] = useState(createChosenQuantity);
  const actions = useRef<HTMLDivElement>(null);
  const ownListing = viewer?.id === product.sellerId;
  const buyable = !ownListing && product.quantity > 0 && !product.unavailable;

  // Buy Now needs an account (spec, section 6); checkout reads the one item from session storage.
  const buyNow = (quantity: number) => {
    // A guest's item waits in the handoff while they sign in, and checkout opens with it afterwards.
    storeBuyNowCheckout(product, quantity);
    if (!viewer) {
      toastLoginRequired();
      navigate(signInPath('/checkout', 'buy-now'));
      return;
    }
    navigate('/checkout');
  };

  return (
    // Room at the bottom on phones for the sticky purchase bar.
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-4 pb-20 sm:pt-6 md:pb-6">
      <PageMeta
        meta={productPageMeta(
          product,
          rating ?? NO_RATING,
          pageOrigin(),
          isLanguage(i18n.locale) ? i18n.locale : 'en',
        )}
      />
      {/* A link until its turn (docs/decisions/123). */}
      <HydrateInTurn>
        <BackLink to="/" className="self-start">
          <Trans>Back to Browse</Trans>
        </BackLink>
      </HydrateInTurn>
      {/* grid-cols-1 lets the photo strip shrink to the screen: its slides would otherwise widen the column. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-10">
        {/* Add to Cart and Buy Now are taken over first; the parts around them each in a task of their own after
            (docs/decisions/115-hydration-in-turns.md). */}
        <HydrateInTurn>
          <ProductGallery images={product.images} title={product.title} />
        </HydrateInTurn>
        <div className="flex flex-col gap-6">
          <HydrateInTurn>
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <ProductSummary product={product} rating={rating} />
              </div>
              <div className="flex shrink-0 flex-col items-center gap-1">
                <FavouriteButton product={product} className="border" />
                <ReportMenu targetType="listing" targetId={product.id} ownerId={product.sellerId} />
              </div>
            </div>
          </HydrateInTurn>
          <div ref={actions} className="flex flex-col gap-4">
            <PurchaseActions
              listing={product}
              unavailable={product.unavailable}
              chosenQuantity={chosenQuantity}
              ownListing={ownListing}
              onBuyNow={buyNow}
            />
            {Offers && (
              <Offers
                productId={product.id}
                sellerId={product.sellerId}
                title={product.title}
                askingPrice={product.price}
                stock={product.quantity}
                viewerId={viewer?.id}
                forSale={product.quantity > 0 && !product.unavailable}
              />
            )}
          </div>
          <HydrateInTurn>
            <ShareListing product={product} />
            {buyable && <AskSellerButton productId={product.id} />}
          </HydrateInTurn>
        </div>
      </div>
      {/*
        Below the first screen: its code, data and hydration wait until it comes near the screen (docs/decisions/110),
        and the browser lays it out and paints it only then, holding a phone's height for it (docs/decisions/123).
      */}
      <NearScreenPart className={BELOW_THE_FIRST_SCREEN} prepare={prepareBelowTheFirstScreen}>
        {isbn && <OtherCopies isbn={isbn} productId={product.id} />}
        <ProductReviews product={product} rating={rating} viewer={viewer} />
        <AboutPlatform />
      </NearScreenPart>
      {/* A phone's second pair of buttons, for when the first has scrolled away: after them (docs/decisions/124). */}
      {buyable && (
        <HydrateInTurn>
          <StickyPurchaseBar
            actions={actions}
            listing={product}
            chosenQuantity={chosenQuantity}
            onBuyNow={buyNow}
          />
        </HydrateInTurn>
      )}
    </div>
  );
}
