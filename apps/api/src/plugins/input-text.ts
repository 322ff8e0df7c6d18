import { inputMessages } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/validation';

/**
 * One rule for every string a request carries (body fields, query and path parameters, at any
 * depth, keys included): no NUL and no unpaired UTF-16 surrogate. PostgreSQL refuses NUL in
 * text (the query fails, so it used to answer 500) and a lone surrogate turns into U+FFFD on
 * the way in, so the stored text would not be what was sent. Both are a 422 before validation.
 */
export function hasInvalidText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

// With the u flag a well-formed surrogate pair is one code point; only a lone half is \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Laravel-style paths (`items.0.title`) of every invalid string in `value`, at most `limit`; an
 * invalid key is reported at the object that holds it ('' for the top level).
 */
export function invalidTextPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string, depth: number) => {
    if (found.length >= limit) return;
    if (typeof node === 'string') {
      if (hasInvalidText(node)) found.push(path);
      return;
    }
    // Parsed JSON nests as deep as the body limit allows; a path this deep is not a form.
    if (typeof node !== 'object' || node === null || depth > 64) return;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasInvalidText(key)) found.push(path);
      else visit(child, childPath, depth + 1);
    }
  };
  visit(value, '', 0);
  return found;
}

/** Throws the 422 for the invalid strings found in the parts of a request, if any. */
export function rejectInvalidText(parts: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const [context, value] of Object.entries(parts)) {
    for (const path of invalidTextPaths(value))
      errors[path || context] = [inputMessages.invalidText];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  // preValidation: after authentication (a visitor still gets 401 first), before the schemas.
  // Multipart bodies are read later, by the route; `readMultipart` applies the same rule.
  app.addHook('preValidation', async (request) => {
    rejectInvalidText({ params: request.params, query: request.query, body: request.body });
  });
});
