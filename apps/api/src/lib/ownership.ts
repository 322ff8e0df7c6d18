import type { FastifyRequest } from 'fastify';
import { requireUser, type AuthUser } from '../plugins/auth';
import { forbidden } from './http-errors';

/** The signed-in user, who must be the one the path names; anyone else gets 403. */
export function requireSelf(request: FastifyRequest, userId: number, message: string): AuthUser {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden(message);
  return user;
}
