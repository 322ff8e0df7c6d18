/**
 * An error with an HTTP status and a message by its code (`donations.target_closed`, or one
 * written with `said` when it has parameters); the error handler sends it as `{ code, message }`
 * with the text in the reader's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields for the body, e.g. `{ error: 'invalid_state' }`. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'general.not_found') => new HttpError(404, message);
export const unauthorized = (message = 'general.unauthenticated') => new HttpError(401, message);
export const forbidden = (message = 'general.unauthorized') => new HttpError(403, message);
