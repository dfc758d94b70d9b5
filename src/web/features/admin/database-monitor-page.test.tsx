import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { databaseFigures } from './admin-fixtures.ts';
import './database-monitor-page.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

function monitorApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...databaseFigures([admin]),
    'GET /api/admin/database/activity': () =>
      jsonResponse(200, [
        { message: 'New user registered: asha', type: 'user', createdAt: new Date().toISOString() },
      ]),
    ...extra,
  });
}

async function openSqlTab() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'SQL Query' }));
  return user;
}

describe('the database monitor', () => {
  it('tells a student they need admin privileges', async () => {
    monitorApi();
    renderApp('/database-monitor', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access the database monitor.')).toBeInTheDocument();
  });

  it('shows the overview figures and recent activity', async () => {
    monitorApi();
    renderApp('/database-monitor', { user: admin });
    expect(await screen.findByText('2 new today')).toBeInTheDocument();
    expect(await screen.findByText('25 active listings')).toBeInTheDocument();
    expect(await screen.findByText('₹4,200.00 revenue')).toBeInTheDocument();
    expect(await screen.findByText('New user registered: asha')).toBeInTheDocument();
  });

  it('keeps Execute disabled while the query is blank', async () => {
    monitorApi();
    renderApp('/database-monitor', { user: admin });
    const user = await openSqlTab();
    const execute = screen.getByRole('button', { name: 'Execute' });
    expect(execute).toBeDisabled();
    await user.type(screen.getByLabelText('Query'), '   ');
    expect(execute).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'All Users' }));
    expect(screen.getByLabelText('Query')).toHaveValue(
      'SELECT id, username, email, phone, full_name, is_admin, created_at\nFROM users\nORDER BY id\nLIMIT 100;',
    );
    expect(execute).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Query')).toHaveValue('');
    expect(execute).toBeDisabled();
  });

  it('shows the rows as formatted JSON', async () => {
    const fetchSpy = monitorApi({
      'POST /api/admin/database/execute': () =>
        jsonResponse(200, {
          columns: ['id'],
          rows: [{ id: 1 }],
          rowCount: 1,
          truncated: false,
          rowLimit: 500,
        }),
    });
    renderApp('/database-monitor', { user: admin });
    const user = await openSqlTab();
    await user.type(screen.getByLabelText('Query'), 'SELECT id FROM users LIMIT 1');
    await user.click(screen.getByRole('button', { name: 'Execute' }));
    expect(await screen.findByText(/"id": 1/)).toBeInTheDocument();
    expect(screen.getByText('1 row')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/admin/database/execute')).toEqual({
      query: 'SELECT id FROM users LIMIT 1',
    });
  });

  it('shows a failed query in a red alert with the server message', async () => {
    monitorApi({
      'POST /api/admin/database/execute': () =>
        jsonResponse(400, { message: 'Only SELECT, WITH and EXPLAIN queries can be run in the console' }),
    });
    renderApp('/database-monitor', { user: admin });
    const user = await openSqlTab();
    await user.type(screen.getByLabelText('Query'), 'DELETE FROM orders');
    await user.click(screen.getByRole('button', { name: 'Execute' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only SELECT, WITH and EXPLAIN queries can be run in the console');
    expect(alert.className).toContain('text-red-800');
  });

  it('falls back to Failed to execute query when the server gives no message', async () => {
    monitorApi({ 'POST /api/admin/database/execute': () => new Response('Bad gateway', { status: 502 }) });
    renderApp('/database-monitor', { user: admin });
    const user = await openSqlTab();
    await user.type(screen.getByLabelText('Query'), 'SELECT 1');
    await user.click(screen.getByRole('button', { name: 'Execute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to execute query');
  });

  it('creates an admin user and says User created successfully', async () => {
    const fetchSpy = monitorApi({
      'POST /api/admin/create-user': () =>
        jsonResponse(201, makeUser({ id: 20, username: 'kavya', email: 'kavya@example.in', isAdmin: true })),
    });
    renderApp('/database-monitor', { user: admin });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Users' }));
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username, email, and password are required');

    await user.type(screen.getByLabelText('Username'), 'kavya');
    await user.type(screen.getByLabelText('Email'), 'kavya@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByLabelText('Create as Admin User'));
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/admin/create-user')).toEqual({
      username: 'kavya',
      email: 'kavya@example.in',
      phone: null,
      password: 'secret123',
      isAdmin: true,
    });
  });
});
