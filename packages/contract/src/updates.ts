import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { ID_MAX, idNumber, pagedQuery, paged, wholeNumber } from './common';
import { blankIsAbsent, optionalText } from './form-fields';
import { requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

/** Pages that post timeline updates (the Community TIMELINE editor). */
export const updatePageTypes = ['company', 'nonprofit', 'fundraiser'] as const;
export const updatePageTypeSchema = z.enum(updatePageTypes);
export type UpdatePageType = z.infer<typeof updatePageTypeSchema>;

/** The editor's choices. */
export const updateTypes = ['announcement', 'milestone', 'news', 'event'] as const;
export const updateLocations = ['office', 'remote', 'client-site'] as const;
export const updateTopics = ['development', 'marketing', 'sales', 'hr'] as const;
export const updateEventTypes = ['meeting', 'conference', 'workshop', 'presentation'] as const;

export const UPDATE_TITLE_MAX = 200;
export const UPDATE_CONTENT_MAX = 20_000;
export const UPDATE_LINK_MAX = 500;
/** The picture's description for readers who cannot see it (its alt text). */
export const UPDATE_PICTURE_ALT_MAX = 250;

export const updateMessages = {
  posted: 'updates.posted',
  deleted: 'updates.deleted',
  notFound: 'updates.not_found',
  forbidden: 'updates.forbidden',
  forbiddenDelete: 'updates.forbidden_delete',
  contentRequired: said('field.required', { attribute: 'content' }),
  eventInvalid: said('field.selected_invalid', { attribute: 'event_id' }),
  pictureInvalid: said('field.selected_invalid', { attribute: 'picture' }),
} as const;

const id = idNumber();
const noValue = (value: unknown) => value === null || value === '';

/** A required choice: 'The update type field is required.' / 'The selected update type is invalid.' */
const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? said('field.required', { attribute: field })
        : said('field.selected_invalid', { attribute: field }),
  });

/** An optional choice: missing, null or '' mean none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess((value) => (noValue(value) ? undefined : value), choice(field, values).optional());

/**
 * An optional http(s) address (a link to read more, a video); a bare domain ('www.un.org') gets
 * https:// in front, as links in rich text do. Never javascript: or data:, so it is safe to link.
 */
const optionalLink = (field: string) => {
  const message = said('field.url', { attribute: field });
  return z.preprocess(
    blankIsAbsent,
    z
      .string({ error: message })
      .trim()
      .max(
        UPDATE_LINK_MAX,
        said('field.max_characters', { attribute: field, max: UPDATE_LINK_MAX }),
      )
      .transform((value) =>
        /^[a-z][a-z0-9+.-]*:/i.test(value) || !value.includes('.') || /\s/.test(value)
          ? value
          : `https://${value}`,
      )
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }))
      .optional(),
  );
};

/** POST /page-updates (JSON). Content is rich text, sanitised by the server. */
const pageUpdateShape = z.object({
  page_type: choice('page_type', updatePageTypes),
  page_id: wholeNumber(
    z
      .number({ error: said('field.required', { attribute: 'page_id' }) })
      .int(said('field.integer', { attribute: 'page_id' }))
      .positive(said('field.selected_invalid', { attribute: 'page_id' }))
      .max(ID_MAX, said('field.selected_invalid', { attribute: 'page_id' })),
  ),
  /** Title and content in the request's language; `_en` and `_nl` name theirs. */
  title: optionalText('title', UPDATE_TITLE_MAX),
  content: optionalText('content', UPDATE_CONTENT_MAX),
  ...textVariants({
    title: UPDATE_TITLE_MAX,
    content: UPDATE_CONTENT_MAX,
    picture_alt: UPDATE_PICTURE_ALT_MAX,
  }),
  /** A file of the poster's own Media Library. */
  picture: optionalText('picture'),
  /** What the picture shows, for readers who cannot see it; kept only with a picture. */
  picture_alt: optionalText('picture_alt', UPDATE_PICTURE_ALT_MAX),
  link_url: optionalLink('link_url'),
  video_url: optionalLink('video_url'),
  update_type: choice('update_type', updateTypes),
  location: optionalChoice('location', updateLocations),
  topic: optionalChoice('topic', updateTopics),
  event_type: optionalChoice('event_type', updateEventTypes),
  event_id: z.preprocess(
    (value) => (noValue(value) ? undefined : value),
    wholeNumber(
      z
        .number({ error: said('field.integer', { attribute: 'event_id' }) })
        .int(said('field.integer', { attribute: 'event_id' }))
        .positive(updateMessages.eventInvalid)
        .max(ID_MAX, updateMessages.eventInvalid),
    ).optional(),
  ),
});

/** POST /page-updates (JSON): a title and content in at least one language. */
export const pageUpdateBody = requiredInSomeLanguage(
  requiredInSomeLanguage(pageUpdateShape, 'title', said('field.required', { attribute: 'title' })),
  'content',
  updateMessages.contentRequired,
);
export type PageUpdateBody = z.input<typeof pageUpdateBody>;

/** One timeline update, as the page's timeline and the NewsFeed show it. */
export const pageUpdate = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  picture: z.string().nullable(),
  /** What the picture shows (its alt text), in the reader's language where written; null: none. */
  picture_alt: z.string().nullable(),
  link_url: z.string().nullable(),
  video_url: z.string().nullable(),
  update_type: z.enum(updateTypes),
  location: z.enum(updateLocations).nullable(),
  topic: z.enum(updateTopics).nullable(),
  event_type: z.enum(updateEventTypes).nullable(),
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  created_at: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  languages: textLanguages,
  page: z.object({
    type: updatePageTypeSchema,
    id: z.number().int(),
    name: z.string(),
    /** Web path of the page, e.g. /fundraiser-details/12. */
    link: z.string(),
  }),
});
export type PageUpdate = z.infer<typeof pageUpdate>;

export const pageUpdateResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  data: pageUpdate,
});
export type PageUpdateResponse = z.infer<typeof pageUpdateResponse>;

export const pageUpdatesResponse = paged(pageUpdate);
export type PageUpdatesResponse = z.infer<typeof pageUpdatesResponse>;

export const pageUpdatesParams = z.object({ type: updatePageTypeSchema, id });

/** `?page&per_page` of the timeline and the NewsFeed. */
export const pageUpdatesQuery = pagedQuery.pick({ page: true, per_page: true });
export type PageUpdatesQuery = z.infer<typeof pageUpdatesQuery>;
