import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../test/api-mock.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PayOutsideNotice } from './pay-outside-notice.tsx';
import { ReportMenu } from './report-menu.tsx';

const student = makeUser({ id: 5, username: 'priya' });

describe('the report menu', () => {
  it('reports a listing with a reason and thanks the student', async () => {
    const fetchSpy = mockApi({
      'POST /api/reports': () =>
        jsonResponse(201, {
          id: 1,
          targetType: 'listing',
          targetId: 7,
          reason: 'scam',
          details: null,
          status: 'open',
          createdAt: '2026-11-28T10:00:00.000Z',
        }),
    });
    renderWithProviders(<ReportMenu targetType="listing" targetId={7} ownerId={3} />, { user: student });
    await userEvent.click(await screen.findByRole('button', { name: 'More about this listing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason from the list')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Scam or fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks — our team will look at it')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/reports')).toEqual({
      targetType: 'listing',
      targetId: 7,
      reason: 'scam',
    });
  });

  it('needs details for "Other"', async () => {
    mockApi({});
    renderWithProviders(<ReportMenu targetType="message" targetId={8} ownerId={3} />, { user: student });
    await userEvent.click(await screen.findByRole('button', { name: 'More about this message' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please tell us what is wrong')).toBeInTheDocument();
  });

  it('blocks the owner from the same menu', async () => {
    const fetchSpy = mockApi({
      'PUT /api/blocks/3': () =>
        jsonResponse(200, {
          userId: 3,
          username: 'rohan',
          name: 'Rohan',
          blockedAt: '2026-11-28T10:00:00.000Z',
        }),
      'GET /api/blocks': () => jsonResponse(200, []),
    });
    renderWithProviders(<ReportMenu targetType="review" targetId={2} ownerId={3} />, { user: student });
    await userEvent.click(await screen.findByRole('button', { name: 'More about this review' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block this student' }));
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([url, init]) => String(url) === '/api/blocks/3' && init?.method === 'PUT'),
    ).toBe(true);
  });

  it('is not offered on what is one’s own, nor to guests', async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<ReportMenu targetType="listing" targetId={7} ownerId={5} />, {
      user: student,
    });
    expect(screen.queryByRole('button', { name: 'More about this listing' })).toBeNull();
    unmount();
    renderWithProviders(<ReportMenu targetType="listing" targetId={7} ownerId={3} />, { user: null });
    expect(screen.queryByRole('button', { name: 'More about this listing' })).toBeNull();
  });
});

describe('the pay-outside notice', () => {
  it('warns above a message asking for UPI payment, and says nothing for an ordinary one', () => {
    const { unmount } = renderWithProviders(<PayOutsideNotice text="Send ₹300 to rohan@ybl first" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Never pay outside PassItOn before you have the item in your hands.',
    );
    unmount();
    renderWithProviders(<PayOutsideNotice text="See you at the library at 4" />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
