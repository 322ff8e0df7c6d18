import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { decimalText } from './amounts';
import { euros, paged } from './common';
import { COMPANY_DESCRIPTION_MAX_LENGTH, companyFields } from './companies';
import { blankIsAbsent, optionalText, requiredMessage, requiredText } from './form-fields';
import { requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';
import { pageRef } from './pages';

export const companyEventListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  colorTheme: z.string().nullable(),
  goal: euros.nullable(),
  raised: euros,
  company: pageRef,
  nonprofit: pageRef.nullable(),
  languages: textLanguages,
});
export type CompanyEventListItem = z.infer<typeof companyEventListItem>;
export const companyEventListResponse = paged(companyEventListItem);
export type CompanyEventListResponse = z.infer<typeof companyEventListResponse>;

/** GET /companies/events/{companyId}: a company's events. */
export const companyEventsResponse = z.array(companyEventListItem);
export type CompanyEventsResponse = z.infer<typeof companyEventsResponse>;

export const companyEventMessages = {
  created: 'company_events.created',
  updated: 'company_events.updated',
  deleted: 'company_events.deleted',
  notFound: 'pages.event_not_found',
  forbidden: 'company_events.forbidden',
  /** 403 when company_id names a company of someone else. */
  companyForbidden: 'company_events.company_forbidden',
  companyRequired: 'company_events.company_required',
  nonprofitRequired: 'company_events.nonprofit_required',
  companyInvalid: said('field.selected_invalid', { attribute: 'company_id' }),
  nonprofitInvalid: said('field.selected_invalid', { attribute: 'nonprofit_id' }),
} as const;

/** Largest goal of a company event, in euros. */
export const COMPANY_EVENT_GOAL_MAX = 10_000_000;

/** A page id in a form: required, with the spec's text when it is missing or sent empty. */
const formId = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    // Not aborting on an empty id, so that the name check beside it still runs.
    .refine((id) => id === '' || /^\d{1,10}$/.test(id), invalidMessage)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, invalidMessage);

/**
 * Text fields of POST /company-events (multipart; `picture` and `logo` are image fields). The
 * company must be one of the signed-in user's (403 otherwise); the non-profit must exist and be
 * active. goal is in euros (at most 2 decimals), optional. A `user_id` is ignored.
 */
export const companyEventFields = z.object({
  /** The name in the request's language; `name_en` and `name_nl` name theirs. */
  name: optionalText('name', 255),
  description: optionalText('description', COMPANY_DESCRIPTION_MAX_LENGTH),
  ...textVariants({ name: 255, description: COMPANY_DESCRIPTION_MAX_LENGTH, label: 100 }),
  company_id: formId(companyEventMessages.companyRequired, companyEventMessages.companyInvalid),
  nonprofit_id: formId(
    companyEventMessages.nonprofitRequired,
    companyEventMessages.nonprofitInvalid,
  ),
  label: optionalText('label', 100),
  goal: z.preprocess(
    (value) => decimalText(blankIsAbsent(value)),
    z
      .number({ error: said('field.number', { attribute: 'goal' }) })
      .refine(Number.isFinite, said('field.number', { attribute: 'goal' }))
      .refine((goal) => goal > 0, said('field.greater_than', { attribute: 'goal', min: 0 }))
      .refine(
        (goal) => goal <= COMPANY_EVENT_GOAL_MAX,
        said('field.max_number', { attribute: 'goal', max: COMPANY_EVENT_GOAL_MAX }),
      )
      .refine(
        (goal) => Math.abs(goal * 100 - Math.round(goal * 100)) < 1e-6,
        said('field.decimals', { attribute: 'goal' }),
      )
      .optional(),
  ),
  colorTheme: companyFields.shape.colorTheme,
  hostFriendlyName: optionalText('hostFriendlyName', 255),
});
export type CompanyEventFields = z.input<typeof companyEventFields>;

/** The company event's texts a form writes, each in English and/or Dutch (ADR 043). */
export const companyEventTextFields = ['name', 'description', 'label'] as const;

/** POST /company-events: `companyEventFields` with a name in at least one language. */
export const companyEventCreateFields = requiredInSomeLanguage(
  companyEventFields,
  'name',
  requiredMessage('name'),
);

/**
 * Text fields of POST /company-events/{id}: the same, each optional. name, company_id and
 * nonprofit_id sent empty are a 422 with their texts; a new company_id must be another company
 * of the owner.
 */
export const companyEventUpdateFields = companyEventFields
  .partial()
  .extend({ name: requiredText('name', 255).optional() });
export type CompanyEventUpdateFields = z.input<typeof companyEventUpdateFields>;

/** POST /company-events and POST /company-events/{id}. */
export const companyEventWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  company_event: z.object({ id: z.number().int() }),
});
export type CompanyEventWriteResponse = z.infer<typeof companyEventWriteResponse>;
