import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantitySelector } from './quantity-selector.tsx';

function SelectorWithState({ stock }: { stock?: number | null }) {
  const [quantity, setQuantity] = useState(1);
  return <QuantitySelector quantity={quantity} onQuantityChange={setQuantity} stock={stock} />;
}

const quantityShown = () => screen.getByRole('status', { name: 'Quantity' });

describe('the quantity selector', () => {
  it('starts at 1 and cannot go below it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelectorWithState stock={3} />);

    expect(quantityShown()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));

    expect(quantityShown()).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('goes up to the stock and no further', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelectorWithState stock={3} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    await user.click(increase);
    await user.click(increase);

    expect(quantityShown()).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    expect(screen.getByText('3 available')).toBeInTheDocument();
  });

  it('allows up to 10 when the stock is not known', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelectorWithState stock={null} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    for (let click = 0; click < 9; click++) await user.click(increase);

    expect(quantityShown()).toHaveTextContent('10');
    expect(increase).toBeDisabled();
  });
});
