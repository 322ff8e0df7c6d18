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
  invalidLink: 'This link is not valid. Please use the link from your receipt e-mail.',
  expiredLink:
    'This link has expired. Use the link in a more recent receipt e-mail, or contact us.',
  erased: 'Your personal details have been erased from your donations.',
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
  message: z.string(),
  donations: z.number().int().min(0),
});
export type DonorErasureResponse = z.infer<typeof donorErasureResponse>;
