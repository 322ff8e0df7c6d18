import { said } from '@app/i18n/codes';
import { z } from 'zod';

/**
 * Text fields of the page forms (companies, non-profits, events, projects, fundraisers), in
 * Laravel's wording. They arrive
 * as multipart strings: an empty input means "not given" (so an update leaves the field as it
 * is), and numbers come as text. Not exported from the package index: the schemas built with
 * them are.
 */

export const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const requiredMessage = (field: string) => said('field.required', { attribute: field });
export const tooLongMessage = (field: string, max: number) =>
  said('field.max_characters', { attribute: field, max });

/** A required text field: missing or blank is "The {field} field is required." */
export function requiredText(field: string, max = 255) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? requiredMessage(field)
          : said('field.string', { attribute: field }),
    })
    .trim()
    .min(1, requiredMessage(field))
    .max(max, tooLongMessage(field, max));
}

/** An optional text field; an empty value counts as not given. */
export function optionalText(field: string, max = 255) {
  return z.preprocess(
    blankIsAbsent,
    z
      .string({ error: said('field.string', { attribute: field }) })
      .trim()
      .max(max, tooLongMessage(field, max))
      .optional(),
  );
}

/** Longest rich-text description accepted (HTML, before sanitising). */
export const DESCRIPTION_MAX = 20_000;

export const optionalEmail = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: said('field.email', { attribute: 'email' }) })
    .trim()
    .max(254, said('field.email', { attribute: 'email' }))
    .pipe(z.email(said('field.email', { attribute: 'email' })))
    .transform((value) => value.toLowerCase())
    .optional(),
);

/**
 * A website: http(s) only, so it is safe to render as a link; a bare domain ('www.un.org') gets
 * https:// in front, as links in rich text do.
 */
export const optionalWebsite = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: said('field.url', { attribute: 'website' }) })
    .trim()
    .max(255, said('field.max_characters', { attribute: 'website', max: 255 }))
    .transform((value) =>
      /^[a-z][a-z0-9+.-]*:/i.test(value) || !value.includes('.') || /\s/.test(value)
        ? value
        : `https://${value}`,
    )
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: said('field.url', { attribute: 'website' }),
      }),
    )
    .optional(),
);

const idText = (value: unknown) => {
  const given = blankIsAbsent(value);
  return typeof given === 'string' && /^\s*\d{1,10}\s*$/.test(given) ? Number(given) : given;
};

function id(field: string) {
  const invalid = said('field.selected_invalid', { attribute: field });
  return z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage(field) : invalid) })
    .int(invalid)
    .positive(invalid)
    .max(2_147_483_647, invalid);
}

/** A required page id sent as text ('12'); missing: "The {field} field is required." */
export const idField = (field: string) => z.preprocess(idText, id(field));

/** An optional page id sent as text; an empty value counts as not given. */
export const optionalIdField = (field: string) => z.preprocess(idText, id(field).optional());

/**
 * A date-time in ISO 8601 ('2026-05-01T10:00:00Z', '2026-05-01T12:00:00+02:00'); one without an
 * offset ('2026-05-01T10:00', as a datetime-local input sends it) is read as UTC. Becomes an
 * ISO string in UTC.
 */
export function optionalDateTime(field: string) {
  const message = said('field.date', { attribute: field });
  return z.preprocess(
    blankIsAbsent,
    z
      .string({ error: message })
      .trim()
      .pipe(z.iso.datetime({ offset: true, local: true, error: message }))
      .transform((value) =>
        new Date(/(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value) ? value : `${value}Z`).getTime(),
      )
      .refine((time) => Number.isFinite(time), message)
      .transform((time) => new Date(time).toISOString())
      .optional(),
  );
}
