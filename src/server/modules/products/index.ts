/**
 * What other modules may use of the products module: listings as the catalogue shows them, stock for
 * checkout and cancellations, ratings for reviews, a listing's documents for the orders module, the figures
 * and lists admins see, and the port through which listings use uploads (ListingFiles).
 */
export {
  checkLinesForSale,
  findCartProducts,
  findListingsForSale,
  type ListingForSale,
  returnStock,
  takeStock,
} from './inventory.service.ts';
export type { ListingFile, ListingFiles } from './listing-files.ts';
export { deleteListing, findListingDocuments } from './listings.service.ts';
export {
  countProducts,
  latestListings,
  listingSummariesBySeller,
  listProductsForAdmin,
  productOverview,
  sellerIdsWithListings,
} from './products.queries.ts';
export {
  catalogueChanged,
  countListedProducts,
  countMatching,
  findListing,
  findPublicProducts,
  getProduct,
  listedProductStamps,
  onCatalogueChange,
  sellerAverageRating,
  setProductRating,
  shareCatalogueChanges,
} from './products.service.ts';
