import { z } from 'zod';
import { euros, paged } from './common';
import {
  DESCRIPTION_MAX,
  optionalEmail,
  optionalText,
  optionalWebsite,
  requiredText,
} from './form-fields';

/** A non-profit as a card or list row shows it. */
export const nonprofitListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  verified: z.boolean(),
  raised: euros,
});
export type NonprofitListItem = z.infer<typeof nonprofitListItem>;

export const nonprofitListResponse = paged(nonprofitListItem);
export type NonprofitListResponse = z.infer<typeof nonprofitListResponse>;

/** GET /fundraiser-nonprofit/{id}: the non-profit a fundraiser raises money for. */
export const fundraiserNonprofitResponse = z.object({ nonprofit: nonprofitListItem.nullable() });
export type FundraiserNonprofitResponse = z.infer<typeof fundraiserNonprofitResponse>;

export const nonprofitMessages = {
  notFound: 'Non-profit not found',
  registered: 'Non-profit registered successfully.',
  updated: 'Non-profit updated successfully.',
  deleted: 'Non-profit deleted.',
  forbidden: 'You are not allowed to change this non-profit.',
} as const;

/** GET /nonprofit-profile/{id}: every field of a non-profit (spec 3), with what it has raised. */
export const nonprofitProfile = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  addressLine1: z.string().nullable(),
  picture: z.string().nullable(),
  logo: z.string().nullable(),
  label: z.string().nullable(),
  type: z.string().nullable(),
  active: z.boolean(),
  verified: z.boolean(),
  user_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  raised: euros,
  created_at: z.string(),
});
export type NonprofitProfile = z.infer<typeof nonprofitProfile>;
export const nonprofitProfileResponse = z.object({ data: nonprofitProfile });
export type NonprofitProfileResponse = z.infer<typeof nonprofitProfileResponse>;

const nonprofitText = {
  description: optionalText('description', DESCRIPTION_MAX),
  addressLine1: optionalText('addressLine1'),
  email: optionalEmail,
  phone: optionalText('phone', 50),
  website: optionalWebsite,
};

/**
 * Text fields of POST /nonprofits (multipart; images `picture` and `logo` beside them).
 * `uuid` and `user_id` may be sent but are ignored: the server makes the uuid and the owner is
 * the signed-in user. `description` is rich text, sanitised by the server.
 */
export const nonprofitCreateFields = z.object({ name: requiredText('name'), ...nonprofitText });
export type NonprofitCreateFields = z.input<typeof nonprofitCreateFields>;

/** Text fields of POST /nonprofit-profile/{id}: only what is sent changes; the name stays non-empty. */
export const nonprofitUpdateFields = z.object({
  name: requiredText('name').optional(),
  ...nonprofitText,
});
export type NonprofitUpdateFields = z.input<typeof nonprofitUpdateFields>;

/** Image fields of the non-profit forms: an upload, or a file name from the own Media Library. */
export const NONPROFIT_IMAGE_FIELDS = ['picture', 'logo'] as const;

export const nonprofitWriteResponse = z.object({
  message: z.string(),
  nonprofit: z.object({ id: z.number().int() }),
});
export type NonprofitWriteResponse = z.infer<typeof nonprofitWriteResponse>;
