import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary } from './rating-summary.tsx';

describe('the rating summary', () => {
  it("says 'No reviews yet' for a listing nobody has reviewed", () => {
    render(<RatingSummary summary={{ averageRating: 0, totalReviews: 0 }} />);

    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the stars, the average to one decimal and the number of reviews', () => {
    render(<RatingSummary summary={{ averageRating: 4.5, totalReviews: 2 }} />);

    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
  });

  it('keeps the decimal on a whole average and counts one review in the singular', () => {
    render(<RatingSummary summary={{ averageRating: 4, totalReviews: 1 }} />);

    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
  });
});
