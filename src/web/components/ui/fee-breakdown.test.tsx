import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedFeeSummary, summariseFees } from '../../../domain/fees.ts';
import { FeeBreakdown } from './fee-breakdown.tsx';

function figureFor(label: string): string | null | undefined {
  return screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
}

describe('the fee breakdown', () => {
  it('shows the struck-through 20% fee, the percent-off badge and the real rate of a one-tier cart', () => {
    render(<FeeBreakdown summary={summariseFees([{ price: '349.00', quantity: 2 }])} />);

    const reference = screen.getByText('Platform Fee (20%)');
    expect(reference.tagName).toBe('S');
    expect(figureFor('Subtotal')).toBe('₹698.00');
    expect(screen.getByText('₹139.60').closest('s')).not.toBeNull();
    expect(screen.getByText('Discounted Platform Fee (15%)')).toBeInTheDocument();
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
    expect(screen.getByText('₹104.70')).toBeInTheDocument();
    // Collected in person: nothing is delivered, so no "Delivery Free" (docs/decisions/036).
    expect(figureFor('Collected in person')).toBe('No delivery charge');
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    expect(figureFor('Total')).toBe('₹802.70');
  });

  it('shows the fee as a share of the subtotal when the lines fall in different tiers', () => {
    // ₹400 at 15% is ₹60 and ₹1,000 at 10% is ₹100: ₹160 on ₹1,400 is 11.4%.
    render(
      <FeeBreakdown
        summary={summariseFees([
          { price: '400.00', quantity: 1 },
          { price: '1000.00', quantity: 1 },
        ])}
      />,
    );

    expect(screen.getByText('Discounted Platform Fee (11.4%)')).toBeInTheDocument();
    expect(screen.getByText('43% OFF')).toBeInTheDocument();
    expect(screen.getByText('₹160.00')).toBeInTheDocument();
    expect(figureFor('Total')).toBe('₹1,560.00');
  });

  it('shows a placed order with the figures the server stored', () => {
    render(
      <FeeBreakdown
        summary={storedFeeSummary({ subtotal: '1600.00', commission: '80.00', totalAmount: '1680.00' }, [
          { price: '1600.00', quantity: 1 },
        ])}
      />,
    );

    expect(screen.getByText('Discounted Platform Fee (5%)')).toBeInTheDocument();
    expect(screen.getByText('75% OFF')).toBeInTheDocument();
    expect(figureFor('Total')).toBe('₹1,680.00');
  });

  it('shows no fee and no discount when there is nothing to buy', () => {
    render(<FeeBreakdown summary={summariseFees([])} />);

    expect(figureFor('Subtotal')).toBe('₹0.00');
    expect(figureFor('Total')).toBe('₹0.00');
    expect(screen.queryByText(/Platform Fee/)).toBeNull();
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });
});
