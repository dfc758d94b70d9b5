import { z } from 'zod';
import { OFFER_CLOSE_REASONS, OFFER_STATES } from '../offers.ts';
import { recordId } from './common.ts';

/**
 * Offers on a listing (docs/decisions/038-offers.md). Amounts go in as whole rupees (a number, or digits from a
 * form field) and come out as rupee strings with two decimals ("450.00"), as every price of the API does.
 */

/** The most an offer may name: a listing's price is at most ₹1,00,00,000. */
export const MAX_OFFER_RUPEES = 10_000_000;

const WHOLE_RUPEES = 'Enter an amount in whole rupees';

/** An offer's or a counter's amount in whole rupees; the form and the server read it with this same schema. */
export const offerAmount = z
  .union(
    [
      z.number({ error: WHOLE_RUPEES }),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, WHOLE_RUPEES),
    ],
    {
      error: WHOLE_RUPEES,
    },
  )
  .transform(Number)
  .pipe(z.number().int(WHOLE_RUPEES).positive(WHOLE_RUPEES).max(MAX_OFFER_RUPEES, 'The amount is too large'));

/** POST /api/listings/{productId}/offers and POST /api/offers/{id}/counter. */
export const OfferAmountSchema = z.object({ amount: offerAmount });
export type OfferAmountInput = z.input<typeof OfferAmountSchema>;

/** GET /api/listings/{productId}/offers: the seller names the buyer whose offers they read; a buyer reads their own. */
export const ListingOffersQuerySchema = z.object({ buyerId: recordId('Buyer id').optional() });

export const OfferSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  buyerId: z.number().int(),
  /** The buyer's name as the seller sees it. */
  buyerName: z.string(),
  sellerId: z.number().int(),
  /** The listing's price when the offer was made, struck through beside the offer. */
  askingPrice: z.string(),
  /** What the buyer offered. */
  amount: z.string(),
  /** The seller's counter, when they made one. */
  counterAmount: z.string().nullable(),
  /** The price agreed, once accepted: the buyer's checkout of one unit is charged this. */
  acceptedAmount: z.string().nullable(),
  state: z.enum(OFFER_STATES),
  /** Why a closed offer was closed. */
  closedReason: z.enum(OFFER_CLOSE_REASONS).nullable(),
  /** When the side it waits for must answer by (open, countered). */
  answerBy: z.iso.datetime(),
  /** Until when an accepted offer holds its price. */
  holdUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferListSchema = z.object({ offers: z.array(OfferSchema) });
export type OfferList = z.infer<typeof OfferListSchema>;

/** What a cart line or a checkout shows of the accepted offer that prices one unit of it. */
export const AcceptedOfferPriceSchema = z.object({
  offerId: z.number().int(),
  /** The agreed price for one unit, rupees. */
  price: z.string(),
  holdUntil: z.iso.datetime(),
});
export type AcceptedOfferPrice = z.infer<typeof AcceptedOfferPriceSchema>;
