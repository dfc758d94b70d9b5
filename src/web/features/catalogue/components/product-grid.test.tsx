import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeListing } from '../catalogue-fixtures.ts';
import { ProductGrid } from './product-grid.tsx';

describe('ProductGrid', () => {
  it("draws a phone's first row at once and the cards after it when they come near the screen", async () => {
    mockApi({});
    renderWithProviders(<ProductGrid products={[1, 2, 3, 4, 5].map((id) => makeListing(id))} />, {
      user: null,
    });

    const cells = await screen.findAllByRole('listitem');
    expect(cells).toHaveLength(5);
    const drawnWhenNear = cells.map((cell) => cell.className.includes('[content-visibility:auto]'));
    expect(drawnWhenNear).toEqual([false, false, true, true, true]);
    // A card waiting to be drawn keeps a place of a phone card's height, so the page does not jump when it is.
    expect(cells[2]?.className).toContain('[contain-intrinsic-size:auto_22rem]');
    // Its paint is contained: the focus ring drawn around the card, outside the cell, must not be cut off.
    expect(cells[2]?.className).toContain('[overflow-clip-margin:0.75rem]');
  });
});
