import type { FastifyRequest } from 'fastify';
import { requireUser, type AuthUser } from './auth';
import { forbidden } from '../lib/http-errors';

/** The signed-in user, who must be the one the path names; anyone else gets 403. */
export function requireSelf(request: FastifyRequest, userId: number, message: string): AuthUser {
  const user = requireUser(request);
  if (user.id !== userId) throw forbidden(message);
  return user;
}

/**
 * The signed-in user, who must own the record (`ownerId` as stored, never as sent in a body);
 * anyone else gets 403. Call `requireUser` before loading the record, so that a visitor gets
 * 401 whether or not it exists.
 */
export function requireOwner(
  request: FastifyRequest,
  ownerId: number,
  message = 'general.page_not_changeable',
): AuthUser {
  const user = requireUser(request);
  if (user.id !== ownerId) throw forbidden(message);
  return user;
}
