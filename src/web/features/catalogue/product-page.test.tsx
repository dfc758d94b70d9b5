import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../../domain/contracts/products.ts';
import type { Review } from '../../../domain/contracts/reviews.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeProduct, makeReview } from './catalogue-fixtures.ts';

/** The listing's API; with `answered`, the listing itself comes only once that promise settles. */
function mockProductApi(product: ProductDetail, reviews: Review[] = [], answered?: Promise<void>) {
  return mockApi({
    [`GET /api/products/${product.id}`]: async () => {
      await answered;
      return jsonResponse(200, product);
    },
    [`GET /api/products/${product.id}/rating`]: () =>
      jsonResponse(200, {
        averageRating: reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0,
        totalReviews: reviews.length,
      }),
    [`GET /api/reviews/product/${product.id}`]: () => jsonResponse(200, reviews),
  });
}

describe('the product page', () => {
  it('shows the loading text, then the listing with its price, pickup, seller and reviews', async () => {
    const product = makeProduct();
    const listing = Promise.withResolvers<void>();
    mockProductApi(product, [makeReview({ createdAt: '2024-03-05T12:00:00.000Z' })], listing.promise);

    renderApp('/product/2', { user: null });

    expect(await screen.findByText('Loading product details...')).toBeInTheDocument();
    listing.resolve();
    expect(await screen.findByRole('heading', { name: product.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Save 54%')).toBeInTheDocument();
    expect(screen.getByText('Pickup: COEP, Pune')).toBeInTheDocument();
    // The street address is the ordering buyer's only (docs/decisions/036).
    expect(
      screen.getByText('Collected in person; the exact place is on your order page once you order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aditya Kulkarni' })).toHaveAttribute('href', '/u/aditya');
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('0 deals completed')).toBeInTheDocument();
    expect(screen.queryByText('Verified student')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Browse' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('heading', { name: 'Customer Reviews' })).toBeInTheDocument();
    expect(await screen.findByText('Rohan Deshmukh')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(document.title).toBe(`${product.title} | PassItOn`);
  });

  it('shows a review whose author deleted their account as a former student’s rating', async () => {
    const product = makeProduct();
    mockProductApi(product, [
      makeReview({ userId: null, comment: '', user: { username: null, fullName: null }, rating: 2 }),
    ]);

    renderApp('/product/2', { user: null });

    expect(await screen.findByText('A former student')).toBeInTheDocument();
  });

  it('shows the Verified student badge beside a seller who verified a college address', async () => {
    const product = makeProduct({ sellerVerifiedStudent: true });
    mockProductApi(product);
    renderApp('/product/2', { user: null });
    expect(await screen.findByText('Verified student')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aditya Kulkarni' })).toBeInTheDocument();
  });

  it("shows the seller's rating from buyers and their deals beside Sold by", async () => {
    const product = makeProduct({
      seller: { username: 'aditya', rating: { average: 4.5, count: 2 }, dealsAsSeller: 3 },
    });
    mockProductApi(product);
    renderApp('/product/2', { user: null });
    expect(await screen.findByText('4.5 (2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('3 deals completed')).toBeInTheDocument();
  });

  it('says the product was not found, with a way back', async () => {
    mockApi({ 'GET /api/products/999': () => jsonResponse(404, { message: 'Product not found' }) });

    renderApp('/product/999', { user: null });

    expect(await screen.findByRole('heading', { name: 'Product Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we couldn't find the product you're looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Browse' })).toHaveAttribute('href', '/');
  });

  it('treats an address that is not a product number as not found, without asking the server', async () => {
    const fetchSpy = mockApi({});

    renderApp('/product/abc', { user: null });

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('/api/products'), expect.anything());
  });

  it('adds the chosen quantity to the guest cart and says so', async () => {
    mockProductApi(makeProduct({ quantity: 3 }));
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: null });

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual([
      { productId: 2, quantity: 2 },
    ]);
    expect(screen.getAllByRole('link', { name: 'Cart, 2 items' }).length).toBeGreaterThan(0);
  });

  it('will not put a second copy of a single-copy book in the guest cart', async () => {
    mockProductApi(makeProduct({ quantity: 1 }));
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: null });

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Error adding to cart')).toBeInTheDocument();
    expect(screen.getByText('Only 1 left in stock')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual([
      { productId: 2, quantity: 1 },
    ]);
  });

  it('sends a guest who presses Buy Now to sign in, keeping the item for the checkout that follows', async () => {
    const product = makeProduct();
    mockProductApi(product);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/product/2', { user: null });

    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByText('You need to log in to make a purchase.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Fcheckout&reason=buy-now');
    expect(await screen.findByText('Sign in to buy this item')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('buyNowCheckout') ?? 'null')).toEqual({
      items: [{ product, quantity: 1 }],
      fromBuyNow: true,
    });
  });

  it('sends a guest who asks the seller to sign in and back to the question, and hides the button from the seller', async () => {
    const product = makeProduct();
    mockProductApi(product);
    const user = userEvent.setup({ delay: null });
    const { router, unmount } = renderApp('/product/2', { user: null });

    await user.click(await screen.findByRole('link', { name: 'Ask the seller' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?next=%2Finbox%2Flisting%2F2&reason=ask');
    expect(await screen.findByText('Sign in to ask the seller')).toBeInTheDocument();
    unmount();

    renderApp('/product/2', { user: makeUser({ id: product.sellerId }) });
    expect(await screen.findByText('This is your listing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it('hands a signed-in buyer the one item and quantity, and opens checkout', async () => {
    const product = makeProduct({ quantity: 2 });
    mockProductApi(product);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/product/2', { user: makeUser({ id: 7 }) });

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(JSON.parse(window.sessionStorage.getItem('buyNowCheckout') ?? 'null')).toEqual({
      items: [{ product, quantity: 2 }],
      fromBuyNow: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  /** The browser's IntersectionObserver stood in for: the listing's buy buttons scroll out of view when told. */
  function watchButtonsScrollAway() {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // On a phone they start below the photos.
    return { scrollButtonsAway: () => act(() => report([{ isIntersecting: false }])) };
  }

  it('keeps the price and the buy buttons at hand while the listing’s own are off screen', async () => {
    const { scrollButtonsAway } = watchButtonsScrollAway();
    const product = makeProduct({ quantity: 2, price: '349.00', originalPrice: null });
    mockProductApi(product);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/product/2', { user: makeUser({ id: 9 }) });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(screen.queryByRole('region', { name: 'Buy this item' })).toBeNull();

    scrollButtonsAway();
    const bar = within(screen.getByRole('region', { name: 'Buy this item' }));
    expect(bar.getByText('₹349.00')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Buy Now' }));

    expect(JSON.parse(window.sessionStorage.getItem('buyNowCheckout') ?? 'null')).toEqual({
      items: [{ product, quantity: 2 }],
      fromBuyNow: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    vi.unstubAllGlobals();
  });

  it('adds the quantity chosen beside the listing’s own buttons from the bar that stands in for them', async () => {
    const { scrollButtonsAway } = watchButtonsScrollAway();
    mockProductApi(makeProduct({ quantity: 3, originalPrice: null }));
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: null });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));

    scrollButtonsAway();
    const bar = within(screen.getByRole('region', { name: 'Buy this item' }));
    await user.click(bar.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual([
      { productId: 2, quantity: 2 },
    ]);
    vi.unstubAllGlobals();
  });

  it('asks a guest to sign in before writing a review', async () => {
    mockProductApi(makeProduct());
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: null });

    await user.click(await screen.findByRole('tab', { name: 'Write Review' }));

    expect(screen.getByText('You need to be logged in to write a review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Write Review' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fproduct%2F2&reason=review',
    );
  });

  it('lets a signed-in buyer write a review, then shows it with the new summary', async () => {
    const product = makeProduct();
    const reviews: Review[] = [];
    mockApi({
      'GET /api/products/2': () => jsonResponse(200, product),
      'GET /api/products/2/rating': () =>
        jsonResponse(200, { averageRating: reviews.length ? 4 : 0, totalReviews: reviews.length }),
      'GET /api/reviews/product/2': () => jsonResponse(200, reviews),
      'GET /api/reviews/product/2/order': () => jsonResponse(200, { orderId: 41 }),
      'POST /api/reviews': () => {
        const review = makeReview({
          userId: 7,
          rating: 4,
          comment: 'Clean copy.',
          user: { username: 'priya', fullName: 'Priya Sharma' },
        });
        reviews.push(review);
        return jsonResponse(201, review);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: makeUser({ id: 7 }) });

    await user.click(await screen.findByRole('tab', { name: 'Write Review' }));
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Clean copy.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getAllByText('(1 review)').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Write Review' }));
    expect(screen.getByText('You have reviewed this product. Thank you!')).toBeInTheDocument();
  });

  it('tells a student who never received the listing that they can review it once they have', async () => {
    const product = makeProduct();
    mockApi({
      'GET /api/products/2': () => jsonResponse(200, product),
      'GET /api/products/2/rating': () => jsonResponse(200, { averageRating: 0, totalReviews: 0 }),
      'GET /api/reviews/product/2': () => jsonResponse(200, []),
      'GET /api/reviews/product/2/order': () => jsonResponse(200, { orderId: null }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: makeUser({ id: 7 }) });

    await user.click(await screen.findByRole('tab', { name: 'Write Review' }));
    expect(
      await screen.findByText('You can review a listing after you have received it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('says the review check failed, rather than that the student never received it, and lets them retry', async () => {
    let checks = 0;
    mockApi({
      'GET /api/products/2': () => jsonResponse(200, makeProduct()),
      'GET /api/products/2/rating': () => jsonResponse(200, { averageRating: 0, totalReviews: 0 }),
      'GET /api/reviews/product/2': () => jsonResponse(200, []),
      'GET /api/reviews/product/2/order': () => {
        checks += 1;
        return checks === 1
          ? jsonResponse(503, { message: 'Service unavailable' })
          : jsonResponse(200, { orderId: 31 });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: makeUser({ id: 7 }) });

    await user.click(await screen.findByRole('tab', { name: 'Write Review' }));
    expect(
      await screen.findByText('We could not check whether you can review this listing.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('You can review a listing after you have received it.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  });

  it("shows a book's details and the other copies of it, cheapest first, with their condition and city", async () => {
    const book = {
      isbn: '9788193328491',
      authors: 'B. S. Grewal',
      edition: '44th Edition',
      publisher: 'Khanna Publishers',
      publicationYear: null,
      course: 'B.Tech',
      semester: 'Semester 1',
    };
    const product = makeProduct({ book });
    const copy = (id: number, price: string, condition: string, pickupCity: string) => ({
      ...makeProduct({ id, price, condition, pickupCity, book }),
      sellerVerifiedStudent: false,
    });
    const fetchSpy = mockApi({
      'GET /api/products/2': () => jsonResponse(200, product),
      'GET /api/products/2/rating': () => jsonResponse(200, { averageRating: 0, totalReviews: 0 }),
      'GET /api/reviews/product/2': () => jsonResponse(200, []),
      'GET /api/products': () =>
        jsonResponse(200, [
          copy(5, '300.00', 'Fair', 'Nagpur'),
          { ...product, sellerVerifiedStudent: false },
          copy(9, '520.00', 'Like New', 'Pune'),
        ]),
    });
    renderApp('/product/2', { user: null });

    expect(await screen.findByRole('heading', { name: 'About the book' })).toBeInTheDocument();
    for (const text of [
      'B. S. Grewal',
      '44th Edition',
      'Khanna Publishers',
      'B.Tech, Semester 1',
      '9788193328491',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText('Year of publication')).toBeNull();
    const others = await screen.findByRole('region', { name: 'Other copies of this book' });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/product/5', '/product/9']);
    expect(within(others).getByText('Nagpur')).toBeInTheDocument();
    const asked = fetchSpy.mock.calls.map(([input]) => String(input)).find((url) => url.includes('isbn='));
    expect(asked).toContain('isbn=9788193328491');
    expect(asked).toContain('sort=price_asc');
  });

  it('links to every copy in browse, by ISBN, when there are more than it shows', async () => {
    const book = {
      isbn: '9788193328491',
      authors: null,
      edition: null,
      publisher: null,
      publicationYear: null,
      course: null,
      semester: null,
    };
    const copies = [3, 4, 5, 6, 7, 8].map((id) => ({
      ...makeProduct({ id, price: `${id}00.00`, book }),
      sellerVerifiedStudent: false,
    }));
    mockApi({
      'GET /api/products/2': () => jsonResponse(200, makeProduct({ book })),
      'GET /api/products/2/rating': () => jsonResponse(200, { averageRating: 0, totalReviews: 0 }),
      'GET /api/reviews/product/2': () => jsonResponse(200, []),
      'GET /api/products': () =>
        new Response(JSON.stringify(copies), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '9' },
        }),
    });
    renderApp('/product/2', { user: null });

    const others = await screen.findByRole('region', { name: 'Other copies of this book' });
    expect(within(others).getAllByRole('link', { name: /^₹/ })).toHaveLength(5);
    expect(within(others).getByRole('link', { name: 'See every copy of this book' })).toHaveAttribute(
      'href',
      '/browse?isbn=9788193328491&sort=price_asc',
    );
  });

  it('shows a free listing with its Free badge and Free — collect in person instead of a price', async () => {
    mockProductApi(makeProduct({ price: '0.00', originalPrice: '450.00' }));
    renderApp('/product/2', { user: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Free', { exact: true })).toBeInTheDocument();
    expect(screen.getAllByText('Free — collect in person').length).toBeGreaterThan(0);
    expect(screen.queryByText('₹0.00')).toBeNull();
  });

  it('shows no book section for a listing without book details', async () => {
    mockProductApi(makeProduct({ book: null }));
    renderApp('/product/2', { user: null });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About the book' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other copies of this book' })).toBeNull();
  });

  it('does not offer the review form to the seller of the listing', async () => {
    mockProductApi(makeProduct({ sellerId: 7 }));
    const user = userEvent.setup({ delay: null });
    renderApp('/product/2', { user: makeUser({ id: 7 }) });

    await user.click(await screen.findByRole('tab', { name: 'Write Review' }));

    expect(screen.getByText('This is your listing, so you cannot review it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('tells the seller it is their listing and offers Edit instead of buying it', async () => {
    mockProductApi(makeProduct({ id: 2, sellerId: 7 }));
    renderApp('/product/2', { user: makeUser({ id: 7 }) });

    expect(await screen.findByText('This is your listing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      '/seller-listings?edit=2',
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('names the pickup city once when the institute’s name already ends with it', async () => {
    mockProductApi(makeProduct({ id: 2, pickupInstitution: 'Fergusson College, Pune', pickupCity: 'Pune' }));
    renderApp('/product/2', { user: null });
    expect(await screen.findByText('Pickup: Fergusson College, Pune')).toBeInTheDocument();
  });

  it('invites the first review when there are none', async () => {
    mockProductApi(makeProduct());

    renderApp('/product/2', { user: null });

    expect(
      await screen.findByText('No reviews yet. Be the first to review this product!'),
    ).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Customer Reviews' }).parentElement;
    expect(within(summary as HTMLElement).getByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows a drawn placeholder when a photo fails to load, and says when there are no photos', async () => {
    mockProductApi(makeProduct());
    const { unmount } = renderApp('/product/2', { user: null });
    const photo = await screen.findByRole('img', { name: makeProduct().title });

    fireEvent.error(photo);

    expect(screen.getByRole('img', { name: makeProduct().title }).tagName).toBe('DIV');
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    unmount();

    mockProductApi(makeProduct({ images: [] }));
    renderApp('/product/2', { user: null });
    expect(await screen.findByText('No image available')).toBeInTheDocument();
  });
});
