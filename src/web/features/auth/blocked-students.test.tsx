import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockedUser } from '../../../domain/contracts/blocks.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BlockedStudentsCard } from './components/blocked-students-card.tsx';

describe('blocked students on /account', () => {
  it('lists whom the student blocked and unblocks one', async () => {
    let blocked: BlockedUser[] = [
      { userId: 3, username: 'rohan', name: 'Rohan Mehta', blockedAt: '2026-11-28T10:00:00.000Z' },
    ];
    mockApi({
      'GET /api/blocks': () => jsonResponse(200, blocked),
      'DELETE /api/blocks/3': () => {
        blocked = [];
        return jsonResponse(200, { message: 'Unblocked' });
      },
    });
    renderWithProviders(<BlockedStudentsCard />, { user: makeUser({ id: 5 }) });
    const region = await screen.findByRole('region', { name: 'Blocked students' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Unblock Rohan Mehta' }));
    expect(await within(region).findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
