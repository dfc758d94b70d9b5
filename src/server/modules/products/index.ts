/**
 * The products module owns the `products` table, whose rows are listings (docs/decisions/053-names.md).
 * What other modules may use of it: listings as the catalogue shows them, stock for
 * checkout and cancellations, ratings for reviews, a seller's listings for their profile, searches and new listings as saved-search alerts match
 * them, a listing's documents for the orders module, the figures and lists admins see, the port through which
 * listings use uploads (ListingFiles), the marks moderation leaves on listings, and its reactions to events.
 */

export {
  catalogueChanged,
  forgetReplicaCatalogueWithPrimary,
  onCatalogueChange,
  sellerChanged,
  shareCatalogueChanges,
} from './catalogue-caches.ts';
export {
  checkLinesForSale,
  findCartProducts,
  findListingsForSale,
  type ListingForSale,
  returnStock,
  takeStock,
} from './inventory.service.ts';
export type { ListingFile, ListingFiles } from './listing-files.ts';
export {
  compileSearchForMatching,
  findBookInListings,
  findListingToMatch,
  type ListingToMatch,
  listingKeyTerms,
  type SearchForMatching,
} from './listing-matching.ts';
export {
  findListingForModeration,
  forgetSecondLook,
  hideListingAfterReports,
  hideListingByTeam,
  listSecondLookRequests,
  requestSecondLook,
  setSellerSuspension,
  showListing,
} from './listing-moderation.ts';
export { deleteListing, findListingDocuments } from './listings.service.ts';
export { registerProductHandlers } from './products.handlers.ts';
export {
  countProducts,
  latestListings,
  listingSummariesBySeller,
  listProductsForAdmin,
  productOverview,
  sellerIdsWithListings,
} from './products.queries.ts';
export {
  type BuyersView,
  countListedProducts,
  countMatching,
  findListing,
  findPublicProducts,
  getProduct,
  getProductForBuyers,
  type ListingDetail,
  listedProductStamps,
  listingIdsOfSeller,
  sellerListedProducts,
  setProductRating,
} from './products.service.ts';
export type { SellerTrustOf } from './seller-trust.ts';
