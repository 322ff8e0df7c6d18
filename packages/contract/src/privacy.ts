import { z } from 'zod';

/**
 * Personal data (GDPR): the signed-in user's download (GET /privacy/export, a ZIP file) and the
 * erasure a donor without an account asks for through the signed link in a receipt e-mail.
 */

/** Days the erasure link in a receipt e-mail stays valid. */
export const DONOR_ERASURE_LINK_DAYS = 30;

/** Name of the downloaded file. */
export const PERSONAL_DATA_FILE = 'pifworld-my-data.zip';

/** English texts; the API answers in the request's language (server catalog, ADR 016). */
export const privacyMessages = {
  invalidLink: 'privacy.invalid_link',
  expiredLink: 'privacy.expired_link',
  erased: 'privacy.erased',
} as const;

/** POST /privacy/donor-erasure: the signed token of the link in the receipt e-mail. */
export const donorErasureBody = z.object({
  token: z
    .string({ error: privacyMessages.invalidLink })
    .trim()
    .min(1, privacyMessages.invalidLink)
    .max(1000, privacyMessages.invalidLink),
});
export type DonorErasureBody = z.input<typeof donorErasureBody>;

/** How many donations lost their personal fields in this call (0 when asked again). */
export const donorErasureResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  donations: z.number().int().min(0),
});
export type DonorErasureResponse = z.infer<typeof donorErasureResponse>;
