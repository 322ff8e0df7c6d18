import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';

/**
 * What the write endpoints of non-profits, their events, projects and donation packages share
 * (their forms are read by `pages/page-forms.ts`).
 */

/**
 * Route hook for endpoints that need a signed-in user: a visitor gets 401 before the body or
 * path is validated, so the answer does not depend on what was sent.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
