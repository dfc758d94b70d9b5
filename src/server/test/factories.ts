import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Register, User } from '../../domain/contracts/auth.ts';
import type { Database } from '../db/client.ts';
import { registerUser } from '../modules/auth/auth.service.ts';

/** A unique, valid username: test files share one database, so every row they create is their own. */
export function uniqueUsername(prefix = 'student'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Registration details that pass validation, with any field overridden. */
export function registrationFor(overrides: Partial<Register> = {}): Register {
  const username = overrides.username ?? uniqueUsername();
  return {
    username,
    email: `${username}@example.in`,
    phone: '9876543210',
    password: 'correct horse',
    ...overrides,
  };
}

/** Creates a user directly through the service; returns it with its password. */
export async function createUser(
  db: Database,
  overrides: Partial<Register> & { isAdmin?: boolean } = {},
): Promise<User & { password: string }> {
  const details = { ...registrationFor(overrides), isAdmin: overrides.isAdmin ?? false };
  const user = await registerUser(db, details);
  return { ...user, password: details.password };
}

/** Signs in through the API and returns the session cookie header for later requests. */
export async function loginAs(
  app: FastifyInstance,
  user: { username: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies[0];
  if (!cookie) throw new Error('login set no cookie');
  return `${cookie.name}=${cookie.value}`;
}
