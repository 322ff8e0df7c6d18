import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { euros, paged } from './common';
import {
  DESCRIPTION_MAX,
  idField,
  optionalIdField,
  optionalDateTime,
  optionalText,
  requiredMessage,
  requiredText,
} from './form-fields';
import { pageRef } from './pages';
import { requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

/** A non-profit's event as a card shows it. */
export const eventListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  addressLine1: z.string().nullable(),
  nonprofits_id: z.number().int(),
  nonprofit: pageRef,
  raised: euros,
  languages: textLanguages,
});
export type EventListItem = z.infer<typeof eventListItem>;
export const eventListResponse = paged(eventListItem);
export type EventListResponse = z.infer<typeof eventListResponse>;

export const eventMessages = {
  created: 'events.created',
  updated: 'events.updated',
  deleted: 'events.deleted',
  forbidden: 'events.forbidden',
  endBeforeStart: said('field.date_after_or_equal', { attribute: 'end_date', other: 'start_date' }),
} as const;

/** A campaign may only be added to a non-profit of the signed-in user. */
export const campaignMessages = {
  nonprofitForbidden: 'events.nonprofit_forbidden',
  nonprofitInvalid: said('field.selected_invalid', { attribute: 'nonprofits_id' }),
  /**
   * An event or project stays with its non-profit: what was raised through it is counted for
   * that non-profit.
   */
  nonprofitFixed: said('field.cannot_change', { attribute: 'nonprofits_id' }),
} as const;

/** The event's texts a form writes, each in English and/or Dutch (ADR 043). */
export const eventTextFields = ['title', 'description', 'label'] as const;

const eventText = {
  description: optionalText('description', DESCRIPTION_MAX),
  addressLine1: optionalText('addressLine1'),
  label: optionalText('label'),
  ...textVariants({ title: 255, description: DESCRIPTION_MAX, label: 255 }),
  start_date: optionalDateTime('start_date'),
  end_date: optionalDateTime('end_date'),
};

const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * end_date may not come before start_date (422 on end_date) when both are sent, reported
 * beside any other field's problem.
 */
function datesInOrder<T extends z.ZodType<{ start_date?: string; end_date?: string }>>(schema: T) {
  return schema.refine(
    (event) => !event.start_date || !event.end_date || event.end_date >= event.start_date,
    {
      message: eventMessages.endBeforeStart,
      path: ['end_date'],
      when: (payload) => {
        const value = payload.value as { start_date?: unknown; end_date?: unknown } | undefined;
        return (
          typeof value?.start_date === 'string' &&
          typeof value?.end_date === 'string' &&
          isoUtc.test(value.start_date) &&
          isoUtc.test(value.end_date)
        );
      },
    },
  );
}

/**
 * Text fields of POST /event (multipart; images `picture` and `logo` beside them). The event
 * belongs to the non-profit `nonprofits_id`, which must be the signed-in user's; a `user_id`
 * in the body is ignored. Dates are ISO 8601 date-times (see `optionalDateTime`).
 */
export const eventCreateFields = datesInOrder(
  requiredInSomeLanguage(
    z.object({
      title: optionalText('title'),
      nonprofits_id: idField('nonprofits_id'),
      ...eventText,
    }),
    'title',
    requiredMessage('title'),
  ),
);
export type EventCreateFields = z.input<typeof eventCreateFields>;

/**
 * Text fields of POST /event/{id}: only what is sent changes; the title stays non-empty.
 * nonprofits_id may be sent (the same form as creating) but must be the event's own.
 */
export const eventUpdateFields = datesInOrder(
  z.object({
    title: requiredText('title').optional(),
    nonprofits_id: optionalIdField('nonprofits_id'),
    ...eventText,
  }),
);
export type EventUpdateFields = z.input<typeof eventUpdateFields>;

export const EVENT_IMAGE_FIELDS = ['picture', 'logo'] as const;

export const eventWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  event: z.object({ id: z.number().int() }),
});
export type EventWriteResponse = z.infer<typeof eventWriteResponse>;

/** GET /nonprofit-event/{id}: a non-profit's events, newest first. */
export const nonprofitEventItem = eventListItem.extend({
  user_id: z.number().int(),
  created_at: z.string(),
});
export type NonprofitEventItem = z.infer<typeof nonprofitEventItem>;
export const nonprofitEventsResponse = z.object({ data: z.array(nonprofitEventItem) });
export type NonprofitEventsResponse = z.infer<typeof nonprofitEventsResponse>;
