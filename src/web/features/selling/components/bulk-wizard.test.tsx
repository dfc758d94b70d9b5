import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BulkWizard } from './bulk-wizard.tsx';

type Person = ReturnType<typeof userEvent.setup>;

const next = (user: Person) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const card = (number: number) => screen.getByRole('group', { name: `Product ${number}` });

async function fillCard(user: Person, number: number, title: string) {
  const inside = within(card(number));
  await user.type(inside.getByLabelText('Title'), title);
  await user.selectOptions(inside.getByLabelText('Category'), 'Textbooks');
  await user.selectOptions(inside.getByLabelText('Condition'), 'Good');
  await user.type(inside.getByLabelText('Description'), 'Clean copy, no missing pages.');
  await user.type(inside.getByLabelText('Price (₹)'), '200');
}

async function toProducts(user: Person) {
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }));
  await next(user);
  await stepHeading('Products');
}

async function toReview(user: Person) {
  await next(user);
  await stepHeading('Address & Pickup');
  await user.type(screen.getByLabelText('Institute name'), 'NIT Trichy');
  await user.type(screen.getByLabelText('Pickup address'), 'Hostel Zeta, Room 12');
  await user.type(screen.getByLabelText('City'), 'Tiruchirappalli');
  await user.selectOptions(screen.getByLabelText('State'), 'Tamil Nadu');
  await next(user);
  await stepHeading('Review & Upload');
}

function renderBulk() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BulkWizard />, { user: makeUser() });
  return user;
}

describe('the bulk wizard', () => {
  it('has four steps and needs the disclaimer first', async () => {
    mockApi({});
    const user = renderBulk();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText('You must accept the disclaimer')).toBeInTheDocument();
  });

  it('checks every product card with the spec’s messages', async () => {
    mockApi({});
    const user = renderBulk();
    await toProducts(user);

    await next(user);

    const first = within(card(1));
    expect(await first.findByText('Title is required')).toBeInTheDocument();
    expect(first.getByText('Description is required')).toBeInTheDocument();
    expect(first.getByText('Price is required')).toBeInTheDocument();
    expect(first.getByText('Condition is required')).toBeInTheDocument();
    expect(first.getByText('Category is required')).toBeInTheDocument();
    expect(first.getByLabelText('Quantity')).toHaveValue(1);
  });

  it('adds and removes cards, and asks for at least one product', async () => {
    mockApi({});
    const user = renderBulk();
    await toProducts(user);

    await user.click(screen.getByRole('button', { name: 'Add Another Product' }));
    expect(card(2)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove product 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove product 1' }));
    expect(screen.queryByRole('group', { name: /Product/ })).not.toBeInTheDocument();
    await next(user);

    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
  });

  it('asks for the shared pickup address', async () => {
    mockApi({});
    const user = renderBulk();
    await toProducts(user);
    await fillCard(user, 1, 'Engineering Drawing');
    await next(user);
    await stepHeading('Address & Pickup');

    await next(user);

    expect(await screen.findByText('Institute name is required')).toBeInTheDocument();
    expect(screen.getByText('Pickup address is required')).toBeInTheDocument();
  });

  it('sends the products one at a time, in order, and says which one failed while the first stays listed', async () => {
    const sent: string[] = [];
    mockApi({
      'POST /api/products': ({ body }) => {
        const { title } = body as { title: string };
        sent.push(title);
        return title === 'Second book'
          ? jsonResponse(400, { message: 'Description must be at least 10 characters' })
          : jsonResponse(201, { id: sent.length, title });
      },
    });
    const user = renderBulk();
    await toProducts(user);
    await fillCard(user, 1, 'First book');
    await user.click(screen.getByRole('button', { name: 'Add Another Product' }));
    await fillCard(user, 2, 'Second book');
    await user.click(screen.getByRole('button', { name: 'Add Another Product' }));
    await fillCard(user, 3, 'Third book');
    await toReview(user);

    await user.click(screen.getByRole('button', { name: 'Upload All Products' }));

    expect(
      await screen.findByText(
        'Failed to upload product 2: Description must be at least 10 characters. Product 1 was listed and stays listed; fix this one and upload the rest again.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual(['First book', 'Second book']);
    const rows = within(screen.getByRole('list', { name: 'Products to upload' })).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Listed')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText('Description must be at least 10 characters'),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Remaining Products' })).toBeInTheDocument();
  });

  it('lists every product with the shared address, then starts again at step 1', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/products': ({ body }) => {
        bodies.push(body);
        return jsonResponse(201, { id: bodies.length });
      },
    });
    const user = renderBulk();
    await toProducts(user);
    await fillCard(user, 1, 'First book');
    await user.click(screen.getByRole('button', { name: 'Add Another Product' }));
    await fillCard(user, 2, 'Second book');
    await toReview(user);

    await user.click(screen.getByRole('button', { name: 'Upload All Products' }));

    expect(await screen.findByText('Product Listed Successfully!')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      title: 'Second book',
      price: '200.00',
      quantity: 1,
      disclaimerAccepted: true,
      institute: 'NIT Trichy',
      pickupAddress: 'Hostel Zeta, Room 12',
      pickupCity: 'Tiruchirappalli',
      pickupState: 'Tamil Nadu',
    });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
  });
});
