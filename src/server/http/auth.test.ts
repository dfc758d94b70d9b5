import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/contracts/auth.ts';
import { requireAdmin, requireUser } from './auth.ts';

const student: User = {
  id: 7,
  username: 'asha',
  email: 'asha@example.in',
  phone: '9876543210',
  fullName: null,
  institute: null,
  city: null,
  isAdmin: false,
  emailVerified: false,
  language: 'en',
  createdAt: new Date().toISOString(),
};
const as = (user: User | null) => ({ user }) as FastifyRequest;
const reply = {} as FastifyReply;

describe('route guards', () => {
  it('requireUser lets a signed-in user through and stops a guest with 401', async () => {
    await expect(requireUser(as(student), reply)).resolves.toBeUndefined();
    await expect(requireUser(as(null), reply)).rejects.toMatchObject({
      status: 401,
      message: 'Not authenticated',
    });
  });

  it('requireAdmin answers 401 to a guest, 403 to a student and lets an admin through', async () => {
    await expect(requireAdmin(as(null), reply)).rejects.toMatchObject({ status: 401 });
    await expect(requireAdmin(as(student), reply)).rejects.toMatchObject({ status: 403 });
    await expect(requireAdmin(as({ ...student, isAdmin: true }), reply)).resolves.toBeUndefined();
  });
});
