import { describe, expect, it } from 'vitest';
import { makeListing } from '../catalogue-fixtures.ts';
import { whereAndWhen } from './product-card.tsx';

describe('whereAndWhen', () => {
  const now = new Date('2025-01-12T10:00:00.000Z');

  it('names the institution, the city and how long ago the listing went up', () => {
    const listing = makeListing(1, {
      pickupInstitution: 'Fergusson College',
      pickupCity: 'Pune',
      createdAt: '2025-01-10T10:00:00.000Z',
    });
    expect(whereAndWhen(listing, now)).toBe('Fergusson College · Pune · 2 days ago');
  });

  it('leaves out what the seller did not give', () => {
    const listing = makeListing(1, {
      pickupInstitution: null,
      pickupCity: ' Kota ',
      createdAt: '2025-01-12T09:00:00.000Z',
    });
    expect(whereAndWhen(listing, now)).toBe('Kota · 1 hour ago');
    expect(whereAndWhen(makeListing(2, { pickupInstitution: '', pickupCity: null }), now)).toMatch(/ago$/);
  });
});
