import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BottomBar } from './bottom-bar.tsx';

describe('the phone bottom bar', () => {
  it('sends a guest to sign in from Profile', () => {
    mockApi({});
    renderWithProviders(<BottomBar />, { user: null });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/auth');
  });

  it('takes a signed-in student to their account from Profile', () => {
    mockApi({});
    renderWithProviders(<BottomBar />, { user: makeUser() });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });
});
