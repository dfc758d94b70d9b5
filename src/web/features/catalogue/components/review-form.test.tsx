import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, sentBody } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeReview } from '../catalogue-fixtures.ts';
import { ReviewForm } from './review-form.tsx';

function renderReviewForm() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ReviewForm productId={2} orderId={41} userId={7} />, { user: null });
  return { user };
}

describe('the review form', () => {
  it('asks for a rating and sends nothing when no star is chosen', async () => {
    const fetchSpy = mockApi({});
    const { user } = renderReviewForm();

    await user.type(screen.getByLabelText('Your review (optional)'), 'Nice book');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Rating required')).toBeInTheDocument();
    expect(screen.getByText('Please select a rating')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/reviews', expect.anything());
  });

  it('previews the stars under the pointer without choosing them', async () => {
    mockApi({});
    const { user } = renderReviewForm();

    await user.hover(screen.getByText('3 stars'));

    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).not.toBeChecked();
    await user.unhover(screen.getByText('3 stars'));
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
  });

  it('sends the rating and the trimmed comment, thanks the reviewer and starts again empty', async () => {
    const fetchSpy = mockApi({ 'POST /api/reviews': () => jsonResponse(201, makeReview({ rating: 4 })) });
    const { user } = renderReviewForm();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), '  Clean pages, quick pickup.  ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your review!')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/reviews')).toEqual({
      userId: 7,
      productId: 2,
      orderId: 41,
      rating: 4,
      comment: 'Clean pages, quick pickup.',
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked());
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('');
  });

  it('can be rated with the keyboard, like any radio group', async () => {
    mockApi({});
    const { user } = renderReviewForm();

    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');

    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it("shows the server's reason when the review is refused", async () => {
    mockApi({
      'POST /api/reviews': () => jsonResponse(409, { message: 'You have already reviewed this product' }),
    });
    const { user } = renderReviewForm();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('You have already reviewed this product')).toBeInTheDocument();
  });
});
