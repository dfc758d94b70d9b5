/**
 * The fields of the selling wizard's form for a good listing (POST /api/products), as strings the way a browser
 * sends them; tests override what they are about.
 */
export function listingFormFields(
  pickupCity: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    title: 'Engineering Mathematics by B.S. Grewal',
    description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
    price: '349',
    condition: 'Good',
    category: 'Textbooks',
    quantity: '1',
    institute: 'College of Engineering Pune',
    pickupAddress: 'College of Engineering Pune',
    pickupCity,
    pickupState: 'Maharashtra',
    pickupPincode: '411005',
    disclaimerAccepted: 'true',
    ...overrides,
  };
}
