import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie the request carries, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  /** Only over https; browsers refuse Secure cookies from plain-http origins but localhost. */
  secure: boolean;
  /** Readable by the page's scripts (the CSRF token); otherwise HttpOnly. */
  script?: boolean;
}

/**
 * Sets a SameSite=Lax cookie, HttpOnly unless `script` (the page's scripts never see it), beside
 * any other cookie the answer sets.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  { path, maxAgeSeconds, secure, script = false }: CookieOptions,
): void {
  const attributes = [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(script ? [] : ['HttpOnly']),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  // Fastify adds a set-cookie header to those already set, rather than replacing them.
  reply.header('set-cookie', attributes.join('; '));
}
