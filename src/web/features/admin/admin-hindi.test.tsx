import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import {
  databaseFigures,
  makeAdminOrder,
  makeAdminProduct,
  makeAdminUser,
  makeStats,
} from './admin-fixtures.ts';
// Loaded up front, so the lazy routes resolve at once instead of racing the first findBy.
import './admin-page.tsx';
import './database-monitor-page.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

function page<T>(items: T[], total = items.length) {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

function adminApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...more,
    'GET /api/admin/stats': () => jsonResponse(200, makeStats({ ordersToday: 1 })),
    'GET /api/admin/orders': () => page([makeAdminOrder()], 41),
    'GET /api/admin/products': () => page([makeAdminProduct()]),
    'GET /api/admin/users': () => page([makeAdminUser()]),
    ...databaseFigures([admin]),
    'GET /api/admin/database/activity': () => jsonResponse(200, []),
  });
}

/** The whole app at `path`, signed in as the admin, in Hindi (as the browser starts it for a Hindi reader). */
function renderInHindi(path: string) {
  return renderAppInHindi(path, { user: admin });
}

describe('the admin screens in Hindi', () => {
  it('show the dashboard, its summary cards and tabs in Hindi, with counts in Hindi plurals', async () => {
    adminApi();
    await renderInHindi('/admin');

    expect(await screen.findByRole('heading', { name: 'एडमिन डैशबोर्ड', level: 1 })).toBeInTheDocument();
    const users = await screen.findByRole('group', { name: 'कुल यूज़र' });
    expect(within(users).getByText('आज 4 नए')).toBeInTheDocument();
    const revenue = screen.getByRole('group', { name: 'प्लैटफ़ॉर्म की कमाई' });
    // Money keeps its Indian grouping in Hindi too.
    expect(within(revenue).getByText('₹12,345.50')).toBeInTheDocument();
    expect(within(revenue).getByText('61 पूरे हुए ऑर्डर')).toBeInTheDocument();
    expect(within(revenue).getByRole('button', { name: 'रीसेट' })).toBeInTheDocument();
    for (const tab of ['नए ऑर्डर', 'लेन-देन', 'विक्रेता', 'सभी यूज़र', 'पेआउट', 'ई-मेल']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(await screen.findByText('आज 1 नया ऑर्डर')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ऑर्डर मैनेजमेंट' })).toBeInTheDocument();
    // A listing's category is shown in Hindi; its title as the seller wrote it.
    expect((await screen.findAllByText('Engineering Mathematics by B.S. Grewal')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/टेक्स्टबुक · ID 42/).length).toBeGreaterThan(0);
    // The order's status in Hindi in its dropdown, every status offered in Hindi; its date as the admin screens
    // write dates (the spec's India format), Hindi's own 'am'/'pm'.
    const [status] = screen.getAllByRole('combobox', { name: 'TXN-000123 का स्टेटस बदलें' });
    expect(status).toHaveDisplayValue('पेंडिंग (COD)');
    expect(within(status as HTMLElement).getByRole('option', { name: 'भेज दिया गया' })).toBeInTheDocument();
    expect(screen.getAllByText(/^5\/3\/2025, \d{1,2}:\d{2}:\d{2} (am|pm)$/).length).toBeGreaterThan(0);
  });

  it('show the Transactions table with Hindi headers, filters, pager and confirmation', async () => {
    adminApi();
    const user = userEvent.setup({ delay: null });
    await renderInHindi('/admin?tab=transactions');

    const table = await screen.findByRole('table', { name: 'लेन-देन' });
    for (const header of ['लेन-देन ID', 'तारीख़', 'विक्रेता', 'ख़रीदार', 'रकम', 'प्लैटफ़ॉर्म फ़ीस', 'स्टेटस']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('लेन-देन खोजें')).toHaveAttribute('placeholder', 'विक्रेता, ख़रीदार या प्रोडक्ट');
    expect(screen.getByRole('option', { name: 'पिछला हफ़्ता' })).toBeInTheDocument();
    expect(screen.getByText('41 लेन-देन में से 1–20 दिख रहे हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();

    const [remove] = screen.getAllByRole('button', { name: 'TXN-000123 हटाएँ' });
    await user.click(remove as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'TXN-000123 हटाएँ?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
  });

  it('show the database monitor in Hindi, its figures and the SQL console', async () => {
    adminApi();
    const user = userEvent.setup({ delay: null });
    await renderInHindi('/database-monitor');

    expect(await screen.findByRole('heading', { name: 'डेटाबेस मॉनिटर', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('आज 2 नए')).toBeInTheDocument();
    expect(await screen.findByText('25 चालू लिस्टिंग')).toBeInTheDocument();
    expect(screen.getByText('अभी तक कुछ नहीं हुआ है।')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'SQL क्वेरी' }));
    expect(await screen.findByRole('button', { name: 'चलाएँ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'सभी यूज़र' })).toBeInTheDocument();
  });

  it("show the SQL console's refusal in Hindi, by its code", async () => {
    adminApi({
      'POST /api/admin/database/execute': () =>
        jsonResponse(400, {
          message: 'Only SELECT, WITH and EXPLAIN queries can be run in the console',
          code: 'console.select_only',
        }),
    });
    const user = userEvent.setup({ delay: null });
    await renderInHindi('/database-monitor');

    await user.click(await screen.findByRole('tab', { name: 'SQL क्वेरी' }));
    await user.click(await screen.findByRole('button', { name: 'सभी यूज़र' }));
    await user.click(screen.getByRole('button', { name: 'चलाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'कंसोल में सिर्फ़ SELECT, WITH और EXPLAIN क्वेरी चल सकती हैं',
    );
  });
});
