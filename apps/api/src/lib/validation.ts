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
