import { describe, expect, it } from 'vitest';
import { OfferAmountSchema } from './contracts/offers.ts';
import {
  agreedAmount,
  answerDeadline,
  canCounter,
  holdDeadline,
  isLive,
  lowestOffer,
  mayAct,
  offerState,
  refuseCounterAmount,
  refuseOfferAmount,
} from './offers.ts';

const at = new Date('2026-12-01T10:00:00Z');
const hours = (count: number) => new Date(at.getTime() + count * 3_600_000);

describe('the amount of an offer', () => {
  it('is whole rupees, below the asking price and at least half of it (rounded up to a rupee)', () => {
    expect(refuseOfferAmount(40_000, 50_000)).toBeNull();
    expect(refuseOfferAmount(25_000, 50_000)).toBeNull();
    expect(refuseOfferAmount(24_900, 50_000)).toBe('offer.below_half');
    expect(refuseOfferAmount(50_000, 50_000)).toBe('offer.not_below_asking');
    expect(refuseOfferAmount(40_050, 50_000)).toBe('offer.not_whole_rupees');
    expect(refuseOfferAmount(0, 50_000)).toBe('offer.not_whole_rupees');
    expect(lowestOffer(49_900)).toBe(25_000);
    expect(refuseOfferAmount(24_900, 49_900)).toBe('offer.below_half');
  });

  it('refuses every offer on a free listing: nothing is below nothing', () => {
    expect(refuseOfferAmount(100, 0)).toBe('offer.not_below_asking');
  });

  it('reads whole rupees from a number or a form field’s digits, with the same messages', () => {
    expect(OfferAmountSchema.parse({ amount: '450' })).toEqual({ amount: 450 });
    expect(OfferAmountSchema.parse({ amount: 450 })).toEqual({ amount: 450 });
    for (const amount of [450.5, '450.50', '', -1, 0, null]) {
      const parsed = OfferAmountSchema.safeParse({ amount });
      expect(parsed.success, String(amount)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Enter an amount in whole rupees');
    }
  });
});

describe('a counter offer', () => {
  it('lies strictly between the offer and the asking price, in whole rupees', () => {
    expect(refuseCounterAmount(45_000, 40_000, 50_000)).toBeNull();
    expect(refuseCounterAmount(40_000, 40_000, 50_000)).toBe('offer.counter_out_of_range');
    expect(refuseCounterAmount(50_000, 40_000, 50_000)).toBe('offer.counter_out_of_range');
    expect(refuseCounterAmount(45_050, 40_000, 50_000)).toBe('offer.not_whole_rupees');
  });

  it('cannot be made when no whole rupee lies between the two', () => {
    expect(canCounter(49_900, 50_000)).toBe(false);
    expect(canCounter(49_800, 50_000)).toBe(true);
  });
});

describe('the clocks of an offer', () => {
  it('expires an unanswered offer or counter after 48 hours, an unused acceptance after 24', () => {
    const open = { status: 'open' as const, answerBy: answerDeadline(at), holdUntil: null };
    expect(offerState(open, hours(47.9))).toBe('open');
    expect(offerState(open, hours(48))).toBe('expired');
    const countered = { ...open, status: 'countered' as const };
    expect(offerState(countered, hours(48.1))).toBe('expired');
    const accepted = { status: 'accepted' as const, answerBy: at, holdUntil: holdDeadline(at) };
    expect(offerState(accepted, hours(23.9))).toBe('accepted');
    expect(offerState(accepted, hours(24))).toBe('expired');
    // What is over stays as it ended, whatever the clock.
    expect(offerState({ ...accepted, status: 'used' }, hours(100))).toBe('used');
    expect(offerState({ ...open, status: 'declined' }, hours(100))).toBe('declined');
  });

  it('counts open, countered and accepted offers as in play', () => {
    expect(['open', 'countered', 'accepted'].every((state) => isLive(state as 'open'))).toBe(true);
    expect(['declined', 'expired', 'closed', 'used'].some((state) => isLive(state as 'open'))).toBe(false);
  });
});

describe('who answers an offer', () => {
  it('is the seller for an open offer (accept, decline, counter), the buyer for a counter (accept, decline)', () => {
    expect(mayAct('open', 'seller', 'counter')).toBe(true);
    expect(mayAct('open', 'buyer', 'accept')).toBe(false);
    expect(mayAct('countered', 'buyer', 'accept')).toBe(true);
    expect(mayAct('countered', 'buyer', 'counter')).toBe(false);
    expect(mayAct('countered', 'seller', 'accept')).toBe(false);
    expect(mayAct('accepted', 'seller', 'decline')).toBe(false);
    expect(mayAct('expired', 'seller', 'accept')).toBe(false);
  });

  it('agrees on the counter when the buyer takes it, else on the buyer’s own offer', () => {
    expect(agreedAmount({ amount: 40_000, counterAmount: 45_000, status: 'countered' })).toBe(45_000);
    expect(agreedAmount({ amount: 40_000, counterAmount: null, status: 'open' })).toBe(40_000);
  });
});
