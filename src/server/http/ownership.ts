import type { FastifyRequest } from 'fastify';
import type { User } from '../../domain/contracts/auth.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

/**
 * Calls that name a user id answer only for that user themself, or an admin
 * (docs/decisions/005-admin-role-and-ownership.md); anyone else gets 403. Returns the signed-in user.
 */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): User {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.id !== userId && !user.isAdmin) throw forbidden('auth.own_account_only');
  return user;
}
