import type { ZodType } from 'zod';

/** Laravel's summary: the first message, then "(and N more error(s))". */
export function summarise(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

/** A 422 the error handler sends in the Laravel shape. */
export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super(summarise(errors));
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
