import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { wholeCents } from './amounts';
import { euros, ID_MAX, paged, wholeNumber } from './common';
import { optionalText, requiredMessage, requiredText } from './form-fields';
import { pageTexts, requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

const ref = z.object({ id: z.number().int(), name: z.string() });

/** A fundraiser as a card or list row shows it, with the page it raises money for. */
export const fundraiserListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  image: z.string().nullable(),
  goal: euros.nullable(),
  raised: euros,
  users_id: z.number().int(),
  nonprofit: ref.nullable(),
  /** Events carry a title; it is given here as `name`. */
  event: ref.nullable(),
  project: ref.nullable(),
  languages: textLanguages,
});
export type FundraiserListItem = z.infer<typeof fundraiserListItem>;

export const fundraiserListResponse = paged(fundraiserListItem);

/** GET /home/fundraisers: the fundraisers home shows first, at most this many. */
export const HOME_FUNDRAISERS = 6;
export const homeFundraisersResponse = z.object({
  data: z.array(fundraiserListItem.extend({ featured: z.boolean() })).max(HOME_FUNDRAISERS),
});
export type HomeFundraisersResponse = z.infer<typeof homeFundraisersResponse>;
export type FundraiserListResponse = z.infer<typeof fundraiserListResponse>;

/** Texts of the fundraiser endpoints (the specification's wording where it gives one). */
export const fundraiserMessages = {
  created: 'fundraisers.created',
  updated: 'fundraisers.updated',
  deleted: 'fundraisers.deleted',
  notFound: 'pages.fundraiser_not_found',
  forbiddenView: 'pages.fundraiser_forbidden_view',
  forbiddenChange: 'fundraisers.forbidden',
  nonprofitRequired: said('field.required', { attribute: 'nonprofits_id' }),
  nonprofitMismatch: 'fundraisers.nonprofit_mismatch',
  projectMismatch: 'fundraisers.project_mismatch',
} as const;

/**
 * Largest goal, in euros. Goals are stored as cents in a 32-bit integer column, which holds at
 * most 21,474,836.47 euros; ten million is the round limit below that.
 */
export const GOAL_MAX_EUROS = 10_000_000;
const DESCRIPTION_MAX = 20_000;

const invalid = (field: string) => said('field.selected_invalid', { attribute: field });
const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** An id of another record; an empty value means "not given" (an unselected select). */
const optionalId = (field: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : value),
    wholeNumber(
      z
        .number({ error: () => said('field.integer', { attribute: field }) })
        .int(said('field.integer', { attribute: field }))
        .positive(invalid(field))
        .max(ID_MAX, invalid(field)),
    ).optional(),
  );

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The goal in euros: a positive number with at most 2 decimals, up to GOAL_MAX_EUROS. */
const goal = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return DECIMAL.test(text) ? Number(text) : text;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? requiredMessage('goal')
          : said('field.number', { attribute: 'goal' }),
    })
    .positive(said('field.greater_than', { attribute: 'goal', min: 0 }))
    .max(GOAL_MAX_EUROS, said('field.max_number', { attribute: 'goal', max: GOAL_MAX_EUROS }))
    .refine(wholeCents, said('field.decimals', { attribute: 'goal' })),
);

/**
 * The parent: a non-profit, or an event or project of one (whose non-profit it then raises
 * money for). `users_id` is accepted for compatibility and ignored: the owner is the signed-in
 * user.
 */
const parentFields = {
  nonprofits_id: optionalId('nonprofits_id'),
  events_id: optionalId('events_id'),
  projects_id: optionalId('projects_id'),
};

/** The fundraiser's texts a form writes, each in English and/or Dutch. */
export const fundraiserTextFields = ['name', 'description'] as const;

/** 'true' / 'false' / '1' / '0' (form fields are text) or a boolean. */
const optionalFlag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean({ error: said('field.boolean', { attribute: 'show_address' }) }).optional(),
);

const fundraiserFieldShape = {
  name: requiredText('name'),
  description: optionalText('description', DESCRIPTION_MAX),
  ...textVariants({ name: 255, description: DESCRIPTION_MAX }),
  addressLine1: requiredText('addressLine1'),
  /** Whether visitors see the address; off unless the owner turns it on. */
  show_address: optionalFlag,
  location: optionalText('location'),
  goal,
  ...parentFields,
  topic_id: optionalId('topic_id'),
};

/** Image fields of the fundraiser forms: an upload or a file of the own Media Library. */
export const fundraiserImageFields = ['picture', 'logo', 'image'] as const;

/**
 * Text fields of POST /fundraisers (multipart). Name, addressLine1, goal and a parent
 * (nonprofits_id, events_id or projects_id) are required.
 */
export const fundraiserCreateFields = requiredInSomeLanguage(
  z.object({ ...fundraiserFieldShape, name: optionalText('name') }),
  'name',
  requiredMessage('name'),
).refine(
  (data) =>
    data.nonprofits_id !== undefined ||
    data.events_id !== undefined ||
    data.projects_id !== undefined,
  {
    message: fundraiserMessages.nonprofitRequired,
    path: ['nonprofits_id'],
    // Reported together with the other fields' problems, not only once they are fixed.
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value === 'object' && value !== null;
    },
  },
);
export type FundraiserCreateFields = z.input<typeof fundraiserCreateFields>;

/**
 * Text fields of POST /fundraiser-profile/{id} (multipart): only what is sent changes; an empty
 * optional field counts as not sent. Name, addressLine1 and goal cannot be emptied.
 */
export const fundraiserUpdateFields = z.object({
  ...fundraiserFieldShape,
  name: fundraiserFieldShape.name.optional(),
  addressLine1: fundraiserFieldShape.addressLine1.optional(),
  goal: fundraiserFieldShape.goal.optional(),
});
export type FundraiserUpdateFields = z.input<typeof fundraiserUpdateFields>;

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();
const documented = {
  users_id: z.string().optional().describe('Ignored: the owner is the signed-in user'),
  picture: binary,
  logo: binary,
  image: binary,
};
/** The create form as OpenAPI shows it (the route validates it with `fundraiserCreateFields`). */
export const fundraiserCreateForm = z.object({ ...fundraiserFieldShape, ...documented });
/** The update form as OpenAPI shows it. */
export const fundraiserUpdateForm = fundraiserUpdateFields.extend(documented);

export const fundraiserWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  fundraiser: z.object({ id: z.number().int() }),
});
export type FundraiserWriteResponse = z.infer<typeof fundraiserWriteResponse>;

/** GET /fundraiser-profile/{id}: every field of the fundraiser for its profile page. */
export const fundraiserProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string().nullable(),
  picture: z.string().nullable(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  goal: euros.nullable(),
  /** The owner's address; null for a visitor unless `show_address`. */
  addressLine1: z.string().nullable(),
  show_address: z.boolean(),
  location: z.string().nullable(),
  users_id: z.number().int(),
  nonprofits_id: z.number().int().nullable(),
  events_id: z.number().int().nullable(),
  projects_id: z.number().int().nullable(),
  topic_id: z.number().int().nullable(),
  active: z.boolean(),
  verified: z.boolean(),
  nonprofit: ref.nullable(),
  topic: ref.nullable(),
  raised: euros,
  languages: textLanguages,
  texts: pageTexts,
});
export type FundraiserProfile = z.infer<typeof fundraiserProfile>;

export const fundraiserProfileResponse = z.object({
  success: z.literal(true),
  data: fundraiserProfile,
});
export type FundraiserProfileResponse = z.infer<typeof fundraiserProfileResponse>;
