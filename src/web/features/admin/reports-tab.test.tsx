import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationDesk, ReportGroup } from '../../../domain/contracts/reports.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeStats } from './admin-fixtures.ts';
import './admin-page.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

const listingGroup: ReportGroup = {
  reportId: 41,
  targetType: 'listing',
  targetId: 7,
  owner: { id: 3, username: 'rohan' },
  excerpt: 'HC Verma Part 1',
  link: '/product/7',
  reporters: 3,
  reasons: [
    { reason: 'scam', count: 2 },
    { reason: 'other', count: 1 },
  ],
  details: [{ reason: 'other', text: 'Asked me to pay on UPI first', createdAt: '2026-11-27T10:00:00.000Z' }],
  firstReportedAt: '2026-11-26T10:00:00.000Z',
  lastReportedAt: '2026-11-27T10:00:00.000Z',
  hidden: 'reports',
  ownerSuspended: null,
};

function deskApi(desk: Partial<ModerationDesk>, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
    'GET /api/admin/reports': () =>
      jsonResponse(200, { reports: [], secondLooks: [], suspended: [], ...desk }),
    ...extra,
  });
}

describe('the Reports tab of the admin dashboard', () => {
  it('shows each reported thing with its reporters, reasons, details and a link to it', async () => {
    deskApi({ reports: [listingGroup] });
    renderApp('/admin?tab=reports', { user: admin });
    const card = (await screen.findByText('HC Verma Part 1')).closest('li') as HTMLElement;
    expect(within(card).getByText('3 reporters')).toBeInTheDocument();
    expect(within(card).getByText('Hidden until you decide')).toBeInTheDocument();
    expect(within(card).getByText('Scam or fraud × 2')).toBeInTheDocument();
    expect(within(card).getByText('Asked me to pay on UPI first')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/product/7');
  });

  it('asks for a reason, then hides the listing with it', async () => {
    const fetchSpy = deskApi(
      { reports: [listingGroup] },
      {
        'POST /api/admin/reports/41/resolve': () => jsonResponse(200, { action: 'hide_listing', reports: 3 }),
      },
    );
    renderApp('/admin?tab=reports', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Reason/), 'Photos of another book');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/admin/reports/41/resolve')).toEqual({
      action: 'hide_listing',
      reason: 'Photos of another book',
    });
  });

  it('suspends the owner for 30 days', async () => {
    const fetchSpy = deskApi(
      { reports: [{ ...listingGroup, hidden: null }] },
      {
        'POST /api/admin/reports/41/resolve': () => jsonResponse(200, { action: 'suspend_user', reports: 3 }),
      },
    );
    renderApp('/admin?tab=reports', { user: admin });
    await userEvent.selectOptions(
      await screen.findByLabelText('Decision'),
      'Suspend the student for 30 days',
    );
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Took money and never met');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Done');
    expect(sentBody(fetchSpy, 'POST', '/api/admin/reports/41/resolve')).toEqual({
      action: 'suspend_user',
      days: 30,
      reason: 'Took money and never met',
    });
  });

  it('lists suspended students and lifts a suspension with a reason', async () => {
    const fetchSpy = deskApi(
      { suspended: [{ id: 9, username: 'kabir', until: null, reason: 'Fraud' }] },
      {
        'POST /api/admin/users/9/lift-suspension': () =>
          jsonResponse(200, { action: 'lift_suspension', reports: 0 }),
      },
    );
    renderApp('/admin?tab=reports', { user: admin });
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(screen.getByText(/Suspended for good · Fraud/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reason for lifting'), 'Appeal accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Lift the suspension' }));
    await screen.findByText('Done');
    expect(sentBody(fetchSpy, 'POST', '/api/admin/users/9/lift-suspension')).toEqual({
      reason: 'Appeal accepted',
    });
  });
});
