import type { ZodType } from 'zod';

/**
 * A 422 the error handler sends in the Laravel shape. `errors` holds messages by code (written
 * with `said`), per field; the language hook turns them into text and sums them up.
 */
export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super('general.given_data_invalid');
    this.name = 'ValidationError';
  }
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] });
}

/**
 * The form schema with problems found outside it (in the database: an unknown or foreign
 * non-profit, company or event) added, so that one 422 lists them together with the schema's
 * own, and no image is stored for a refused form.
 */
export function withProblems<S extends ZodType>(
  schema: S,
  problems: Record<string, string | readonly string[]> | null,
): S {
  let result = schema;
  for (const [field, messages] of Object.entries(problems ?? {}))
    for (const message of typeof messages === 'string' ? [messages] : messages)
      result = result.refine(() => false, { message, path: [field], when: () => true });
  return result;
}
