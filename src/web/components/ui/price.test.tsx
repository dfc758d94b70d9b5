import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('a price', () => {
  it('strikes through the original price when it is higher, and names both for screen readers', () => {
    const { container } = render(<Price price="450.00" originalPrice="995.00" showSaving />);

    expect(container.querySelector('s')).toHaveTextContent('Original price ₹995.00');
    expect(container).toHaveTextContent('Price ₹450.00');
    expect(screen.getByText('Save 54%')).toBeInTheDocument();
  });

  it('shows no original price when it is not higher than the price', () => {
    for (const originalPrice of ['300.00', '450.00', null]) {
      const { container, unmount } = render(
        <Price price="450.00" originalPrice={originalPrice} showSaving />,
      );

      expect(container).toHaveTextContent(/^₹450\.00$/);
      expect(container.querySelector('s')).toBeNull();
      unmount();
    }
  });
});
