import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerListing, UploadResult } from '../../../../domain/contracts/listings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../../test/api-mock.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { type UploadOptions, uploadFiles } from '../api/upload-files.ts';
import { ListingWizard } from './listing-wizard.tsx';

vi.mock('../api/upload-files.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/upload-files.ts')>()),
  uploadFiles: vi.fn(),
}));

const STORED_IMAGE = '0b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.webp';

/** The upload answers after reporting half the bytes sent, so the progress bar has something to show. */
function uploadsSucceed() {
  vi.mocked(uploadFiles).mockImplementation(async (_files, options: UploadOptions = {}) => {
    options.onProgress?.(0.5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const result: UploadResult = {
      success: true,
      filenames: [STORED_IMAGE],
      images: [STORED_IMAGE],
      files: [],
      message: 'Uploaded 1 image and 0 documents',
    };
    return result;
  });
}

beforeEach(() => {
  vi.mocked(uploadFiles).mockReset();
});

type Person = ReturnType<typeof userEvent.setup>;

const next = (user: Person) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function acceptDisclaimer(user: Person) {
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }));
  await next(user);
  await stepHeading('Product Details');
}

async function fillDetails(user: Person) {
  await user.type(screen.getByLabelText('Title'), 'Higher Engineering Mathematics');
  await user.selectOptions(screen.getByLabelText('Category'), 'Textbooks');
  await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
  await user.type(screen.getByLabelText('Description'), 'The 44th edition, every page intact.');
  await next(user);
  await stepHeading('Smart Pricing');
}

async function fillPrice(user: Person) {
  await user.type(screen.getByLabelText('Price (₹)'), '350');
  await next(user);
  await stepHeading('Upload Files');
}

async function uploadPhoto(user: Person) {
  uploadsSucceed();
  const photo = new File(['jpeg bytes'], 'cover.jpg', { type: 'image/jpeg' });
  await user.upload(screen.getByLabelText(/Add photos or documents/), photo);
  expect(await screen.findByText(/^Uploaded/)).toBeInTheDocument();
  await next(user);
  await stepHeading('Address & Pickup');
}

async function fillAddress(user: Person) {
  await user.type(screen.getByLabelText('Institute name'), 'College of Engineering Pune');
  await user.click(screen.getByRole('checkbox', { name: /Pick up at my institute/ }));
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Pincode'), '411005');
  await next(user);
  await stepHeading('Review & Submit');
}

function renderWizard({ applyAccept = true } = {}) {
  const user = userEvent.setup({ applyAccept, delay: null });
  renderWithProviders(<ListingWizard />, { user: makeUser() });
  return user;
}

describe('the listing wizard', () => {
  it('starts at step 1 of 6 and needs the disclaimer ticked to move on', async () => {
    mockApi({});
    const user = renderWizard();

    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    await next(user);

    expect(await screen.findByText('You must accept the disclaimer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('checks the product details with the spec’s messages', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);

    await next(user);

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Condition is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'ab');
    await user.type(screen.getByLabelText('Description'), 'Too short');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '0');
    await next(user);

    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be a positive number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();

    // Each message goes as soon as its field is put right, before the next Next.
    await user.type(screen.getByLabelText('Title'), 'c Engineering Mathematics');
    await waitFor(() => expect(screen.queryByText('Title must be at least 3 characters')).toBeNull());
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
  });

  it('needs a positive price, and the pricing guide judges it against the category', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);

    await next(user);
    expect(await screen.findByText('Price is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Price (₹)'), '60');
    expect(screen.getAllByText('Consider pricing higher for better value').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '350');
    expect(screen.getAllByText('Great pricing for this category!').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '900');
    expect(screen.getAllByText('Price seems high compared to similar items').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText('Original price / MRP (₹, optional)'), '-5');
    await next(user);
    expect(
      await screen.findByText('Original price must be a positive number if provided'),
    ).toBeInTheDocument();
  });

  it('lists an item for free: the switch hides the price, the guide asks for none, the review says Free', async () => {
    const listing = { id: 42, title: 'Higher Engineering Mathematics' } as SellerListing;
    const fetchSpy = mockApi({ 'POST /api/products': () => jsonResponse(201, listing) });
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);

    const free = screen.getByRole('checkbox', { name: /^Free — pass it on/ });
    await user.click(free);
    expect(free).toBeChecked();
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument();
    expect(screen.getByText('You are passing this on for free, so it needs no price.')).toBeInTheDocument();
    expect(screen.queryByText('Consider pricing higher for better value')).not.toBeInTheDocument();
    await next(user);
    await stepHeading('Upload Files');
    await uploadPhoto(user);
    await fillAddress(user);

    expect(screen.getByText('Free — collect in person')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List My Item' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your listing is live' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/products')).toMatchObject({ price: '0.00' });
  });

  it('brings the price field back empty when the free switch is turned off', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /^Free — pass it on/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Free — pass it on/ }));
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(null);
    await next(user);
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
  });

  it('will not leave the file step without a file', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);

    await next(user);

    expect(await screen.findByText('No Files Selected')).toBeInTheDocument();
    expect(screen.getByText('Add at least one image or document to continue.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upload Files' })).toBeInTheDocument();

    uploadsSucceed();
    await user.upload(
      screen.getByLabelText(/Add photos or documents/),
      new File(['jpeg bytes'], 'cover.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Add at least one image or document to continue.')).toBeNull(),
    );
  });

  it('uploads a picked photo with its own progress bar', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    uploadsSucceed();

    await user.upload(
      screen.getByLabelText(/Add photos or documents/),
      new File(['jpeg bytes'], 'cover.jpg', { type: 'image/jpeg' }),
    );

    const bar = await screen.findByRole('progressbar', { name: 'Upload of cover.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText(/^Uploaded/)).toBeInTheDocument();
    expect(await screen.findByText('Upload Complete!')).toBeInTheDocument();
    expect(screen.getByText('1 image and 0 documents uploaded')).toBeInTheDocument();
  });

  it('refuses an unsupported or oversize file before sending it', async () => {
    mockApi({});
    // As when the phone's picker is switched to "all files".
    const user = renderWizard({ applyAccept: false });
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    const input = screen.getByLabelText(/Add photos or documents/);

    const program = new File(['MZ'], 'setup.exe');
    const huge = new File(['x'], 'poster.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, [program, huge]);

    const files = screen.getByRole('list', { name: 'Your files' });
    expect(within(files).getByText(/Not a supported file type/)).toBeInTheDocument();
    expect(within(files).getByText('Too large. Images can be at most 10 MB.')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses a file', async () => {
    mockApi({});
    vi.mocked(uploadFiles).mockRejectedValue(
      new ApiError(400, 'Bad Request', JSON.stringify({ message: '"cover.jpg" is not a real JPG file.' })),
    );
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);

    await user.upload(screen.getByLabelText(/Add photos or documents/), new File(['MZ'], 'cover.jpg'));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getAllByText('"cover.jpg" is not a real JPG file.').length).toBeGreaterThan(0);
    // Its bytes are no picture: no preview that would show as a broken image.
    expect(screen.getByRole('list', { name: 'Your files' }).querySelector('img')).toBeNull();
  });

  it('checks the pickup address, and the checkbox copies the institute into a locked address field', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    await uploadPhoto(user);

    await next(user);
    expect(await screen.findByText('Institute name is required')).toBeInTheDocument();
    expect(screen.getByText('Pickup address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Pincode'), '12345');
    await user.type(screen.getByLabelText('Institute name'), 'IIT Bombay');
    await user.click(screen.getByRole('checkbox', { name: /Pick up at my institute/ }));
    const address = screen.getByLabelText('Pickup address');
    expect(address).toHaveValue('IIT Bombay');
    expect(address).toHaveAttribute('readonly');
    await next(user);
    expect(await screen.findByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('maxlength', '6');
  });

  it('starts the institute and city as the seller’s profile has them, and keeps what the seller changes', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListingWizard />, { user: makeUser({ institute: 'COEP', city: 'Pune' }) });
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    await uploadPhoto(user);

    expect(screen.getByLabelText('Institute name')).toHaveValue('COEP');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Upload Files');
    await next(user);
    await stepHeading('Address & Pickup');
    expect(screen.getByLabelText('City')).toHaveValue('Mumbai');
    expect(screen.getByLabelText('Institute name')).toHaveValue('COEP');
  });

  it('lists the item with the uploaded file names, says it is live, and List another starts at step 1', async () => {
    const listing = { id: 41, title: 'Higher Engineering Mathematics' } as SellerListing;
    const fetchSpy = mockApi({ 'POST /api/products': () => jsonResponse(201, listing) });
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    await uploadPhoto(user);
    await fillAddress(user);

    expect(screen.getAllByText('College of Engineering Pune', { selector: 'dd' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'List My Item' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your listing is live' })).toHaveFocus();
    expect(screen.getByText('"Higher Engineering Mathematics" is now live on PassItOn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/product/41');
    expect(sentBody(fetchSpy, 'POST', '/api/products')).toMatchObject({
      disclaimerAccepted: true,
      title: 'Higher Engineering Mathematics',
      category: 'Textbooks',
      condition: 'Good',
      price: '350.00',
      quantity: 1,
      institute: 'College of Engineering Pune',
      pickupAddress: 'College of Engineering Pune',
      pickupCity: 'Pune',
      pickupState: 'Maharashtra',
      pickupPincode: '411005',
      images: [STORED_IMAGE],
      files: [],
    });
    // The listed work is no draft: opening the wizard again offers nothing.
    expect(window.localStorage.getItem('listingDraft')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'List another' }));
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Your files' })).toBeNull();
  });

  it('starts with the book of a wanted post answered with "I have this", and tells its student once listed', async () => {
    const listing = { id: 41, title: 'Concepts of Physics' } as SellerListing;
    const fetchSpy = mockApi({
      'POST /api/products': () => jsonResponse(201, listing),
      'POST /api/wanted/11/answers': () => jsonResponse(200, { message: 'Sent' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/sell?form=item&wanted=11&title=Concepts+of+Physics&isbn=9788177091878', {
      user: makeUser(),
    });
    await screen.findByRole('checkbox', { name: 'I have read and accept the seller disclaimer' });
    // The post leaves the address at once: a reload or the next listing answers nobody.
    await waitFor(() => expect(router.state.location.search).toBe('?form=item'));
    await acceptDisclaimer(user);
    expect(screen.getByLabelText('Title')).toHaveValue('Concepts of Physics');
    expect(screen.getByLabelText('Category')).toHaveValue('Textbooks');
    expect(screen.getByLabelText('ISBN')).toHaveValue('9788177091878');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
    await user.type(screen.getByLabelText('Description'), 'The 2019 edition, every page intact.');
    await next(user);
    await stepHeading('Smart Pricing');
    await fillPrice(user);
    await uploadPhoto(user);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'List My Item' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your listing is live' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBody(fetchSpy, 'POST', '/api/wanted/11/answers')).toEqual({ productId: 41 }),
    );
  });

  it('shows Upload Error with the server’s message when the listing is refused', async () => {
    mockApi({
      'POST /api/products': () => jsonResponse(400, { message: 'Price must be a positive number' }),
    });
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    await uploadPhoto(user);
    await fillAddress(user);

    await user.click(screen.getByRole('button', { name: 'List My Item' }));

    expect(await screen.findByText('Upload Error')).toBeInTheDocument();
    expect(screen.getByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeInTheDocument();
  });

  it('says Login Required and goes to /auth two seconds after an unauthorised upload', async () => {
    mockApi({ 'GET /api/products': () => jsonResponse(200, []) });
    vi.mocked(uploadFiles).mockRejectedValue(
      new ApiError(401, 'Unauthorized', JSON.stringify({ message: 'Not authenticated' })),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/sell?form=item', { user: makeUser() });
    await screen.findByRole('heading', { level: 2, name: 'Disclaimer' });
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);

    await user.upload(screen.getByLabelText(/Add photos or documents/), new File(['jpeg'], 'cover.jpg'));

    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please log in to upload products and files. Redirecting to login page...'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sell');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('an unfinished listing', () => {
  it('is kept as a draft with its photo and offered when the wizard opens again', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    await fillPrice(user);
    await uploadPhoto(user);
    cleanup();

    renderWizard();
    const offer = within(screen.getByRole('region', { name: 'Unfinished listing' }));
    expect(offer.getByText(/You have an unfinished listing from/)).toBeInTheDocument();
    await user.click(offer.getByRole('button', { name: 'Resume' }));

    expect(await stepHeading('Address & Pickup')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unfinished listing' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      within(screen.getByRole('list', { name: 'Your files' })).getByText(/^Uploaded/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Higher Engineering Mathematics');
  });

  it('can be dropped to start over, and is never offered to another student', async () => {
    mockApi({});
    const user = renderWizard();
    await acceptDisclaimer(user);
    await fillDetails(user);
    cleanup();

    renderWithProviders(<ListingWizard />, { user: makeUser({ id: 99 }) });
    expect(screen.queryByRole('region', { name: 'Unfinished listing' })).toBeNull();
    cleanup();

    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    cleanup();
    renderWizard();
    expect(screen.queryByRole('region', { name: 'Unfinished listing' })).toBeNull();
  });

  it('asks before the student leaves it half-filled, and stays when asked to', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<ListingWizard />, { user: makeUser() });
    await acceptDisclaimer(user);
    await user.type(screen.getByLabelText('Title'), 'Casio');

    void router.navigate('/orders');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Title')).toHaveValue('Casio');

    void router.navigate('/orders');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });
});
