import { describe, expect, it } from 'vitest';
import { type PickupPlace, pickupPlaceLines, pickupPlacesOf } from './pickup-place.ts';

const coep: PickupPlace = {
  institution: 'COEP Technological University',
  address: 'Main gate, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
};

describe('pickupPlaceLines', () => {
  it('gives the institution, the address, then city, state and pincode', () => {
    expect(pickupPlaceLines(coep)).toEqual([
      'COEP Technological University',
      'Main gate, Shivajinagar',
      'Pune, Maharashtra 411005',
    ]);
  });

  it('leaves out the parts the seller did not give and an address that only repeats the institution', () => {
    expect(
      pickupPlaceLines({ ...coep, address: ' coep technological university ', state: null, pincode: '' }),
    ).toEqual(['COEP Technological University', 'Pune']);
    expect(
      pickupPlaceLines({ institution: null, address: null, city: null, state: null, pincode: null }),
    ).toEqual([]);
  });
});

describe('pickupPlacesOf', () => {
  it('gathers the items collected at the same place, however its words are cased', () => {
    const places = pickupPlacesOf([
      { ...coep, productTitle: 'HC Verma Vol 1' },
      { ...coep, city: 'PUNE', productTitle: 'Casio fx-991EX' },
      { ...coep, address: 'Hostel 4', productTitle: 'Lab coat' },
    ]);
    expect(places.map((place) => [place.address, place.productTitles])).toEqual([
      ['Main gate, Shivajinagar', ['HC Verma Vol 1', 'Casio fx-991EX']],
      ['Hostel 4', ['Lab coat']],
    ]);
  });
});
