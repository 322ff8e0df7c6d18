/**
 * The contract's check of a whole GET /pay query, in a file of its own: it brings zod (25 kB
 * gzipped), which the payment page loads only once the visitor reaches into the form or
 * sends it. The amount is checked as it is typed without it (`checkAmount`).
 */
export { payQuery } from '@app/contract';
