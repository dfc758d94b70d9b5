import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FailingMail } from '../../../domain/contracts/mail.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeStats } from './admin-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './admin-page.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

const givenUp: FailingMail = {
  id: 51,
  kind: 'order_placed',
  subject: 'Your order PI-1042 is placed',
  recipient: 'pr***@coep.ac.in',
  status: 'failed',
  attempts: 10,
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-11-23T10:00:00.000Z',
  lastAttemptAt: '2026-11-24T09:00:00.000Z',
  nextAttemptAt: null,
};
const retrying: FailingMail = {
  ...givenUp,
  id: 52,
  kind: 'password_reset',
  subject: 'Choose a new password',
  recipient: 'ro***@gmail.com',
  status: 'retrying',
  attempts: 4,
  lastError: '421 Try again later',
  nextAttemptAt: '2026-11-24T10:30:00.000Z',
};

function mailApi(failing: FailingMail[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
    'GET /api/admin/mail/failed': () => jsonResponse(200, failing),
    ...extra,
  });
}

const section = () => screen.findByRole('region', { name: 'E-mails not getting through' });
const rowOf = async (recipient: string) =>
  (
    await within(await section()).findByRole('rowheader', { name: (name) => name.startsWith(recipient) })
  ).closest('tr') as HTMLElement;

describe('the E-mail tab of the admin dashboard', () => {
  it('lists each e-mail not getting through: masked recipient, subject, kind, the error and where it stands', async () => {
    mailApi([givenUp, retrying]);
    renderApp('/admin?tab=mail', { user: admin });

    const first = within(await rowOf('pr***@coep.ac.in'));
    expect(first.getByText('Your order PI-1042 is placed')).toBeInTheDocument();
    expect(first.getByText('order_placed')).toBeInTheDocument();
    expect(first.getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(first.getByText('Given up')).toBeInTheDocument();
    expect(first.getByText(/^10 attempts · last tried/)).toBeInTheDocument();

    const second = within(await rowOf('ro***@gmail.com'));
    expect(second.getByText('Still retrying')).toBeInTheDocument();
    expect(second.getByText(/^4 attempts · last tried .* · next /)).toBeInTheDocument();
  });

  it('sends one again and reads the list afresh', async () => {
    let failing = [givenUp, retrying];
    const fetchSpy = mailApi([], {
      'GET /api/admin/mail/failed': () => jsonResponse(200, failing),
      'POST /api/admin/mail/51/retry': () => {
        failing = [retrying];
        return jsonResponse(200, { message: 'The e-mail will be sent again in a moment' });
      },
    });
    renderApp('/admin?tab=mail', { user: admin });

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Send again: Your order PI-1042 is placed to pr***@coep.ac.in',
      }),
    );

    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => String(url) === '/api/admin/mail/51/retry' && init?.method === 'POST',
      ),
    ).toBe(true);
    await expect
      .poll(() =>
        within(screen.getByRole('region', { name: 'E-mails not getting through' })).queryByText(
          'pr***@coep.ac.in',
        ),
      )
      .toBeNull();
    expect(within(await section()).getByText('ro***@gmail.com')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mailApi([givenUp], {
      'POST /api/admin/mail/51/retry': () => jsonResponse(409, { message: 'This message was already sent' }),
    });
    renderApp('/admin?tab=mail', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: /^Send again: Your order PI-1042/ }));
    expect(await screen.findByText('The e-mail was not queued again')).toBeInTheDocument();
    expect(screen.getByText('This message was already sent')).toBeInTheDocument();
  });

  it('says when every e-mail is getting through', async () => {
    mailApi([]);
    renderApp('/admin?tab=mail', { user: admin });
    expect(await within(await section()).findByText('Every e-mail is getting through')).toBeInTheDocument();
  });
});
