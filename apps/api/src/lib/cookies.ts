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
}

/** Sets an HttpOnly, SameSite=Lax cookie: the page's scripts never see it. */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  { path, maxAgeSeconds, secure }: CookieOptions,
): void {
  const attributes = [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
