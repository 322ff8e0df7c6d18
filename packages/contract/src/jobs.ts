import { z } from 'zod';
import { errorResponse, idNumber, paged, pagedQuery } from './common';
import {
  blankIsAbsent,
  idField,
  optionalDateTime,
  optionalEmail,
  optionalText,
  optionalWebsite,
  requiredText,
} from './form-fields';
import { pageRef } from './pages';

/** A job's PDF is at most 5 MB (5242880 bytes). */
export const JOB_PDF_MAX_BYTES = 5_242_880;
/** A job card shows the first 15 words of the description. */
export const JOB_CARD_WORDS = 15;
/** The jobs search waits 500 ms after typing. */
export const JOBS_SEARCH_DEBOUNCE_MS = 500;

/** Texts of the job endpoints (the specification's wording where it gives one). */
export const jobMessages = {
  created: 'jobs.created',
  updated: 'jobs.updated',
  deleted: 'jobs.deleted',
  notFound: 'jobs.not_found',
  premiumRequired: 'jobs.premium_required',
  notOwner: 'jobs.not_owner',
  forbiddenChange: 'jobs.forbidden_change',
  forbiddenList: 'jobs.forbidden_list',
  pdfType: 'jobs.pdf_type',
  pdfSize: 'jobs.pdf_size',
  deadlinePast: 'jobs.deadline_past',
  applyChannel: 'jobs.apply_channel',
} as const;

/**
 * Why POST /jobs answered 403, in the body's `error` field (as other machine-readable codes):
 * `premium_required` leads to the upgrade.
 */
export const jobForbiddenReasons = ['premium_required', 'not_owner'] as const;
export type JobForbiddenReason = (typeof jobForbiddenReasons)[number];
export const jobForbiddenResponse = errorResponse.extend({
  error: z.enum(jobForbiddenReasons).optional(),
});
export type JobForbiddenResponse = z.infer<typeof jobForbiddenResponse>;

/** A vacancy as a card shows it. */
export const jobListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  employment: z.string().nullable(),
  deadline: z.string().nullable(),
  picture: z.string().nullable(),
  nonprofit: pageRef,
  /** True once the deadline has passed (only the owner's list shows such jobs). */
  closed: z.boolean(),
  created_at: z.string(),
});
export type JobListItem = z.infer<typeof jobListItem>;
export const jobListResponse = paged(jobListItem);
export type JobListResponse = z.infer<typeof jobListResponse>;

/**
 * GET /jobs: open vacancies (no deadline, or one still ahead) of active non-profits, newest
 * first; with `search`, full-text in English and Dutch (the last word as a prefix) or a title
 * close to the term, best match first; `nonprofit_id` keeps one non-profit's.
 */
export const jobsQuery = pagedQuery.extend({
  nonprofit_id: idNumber().optional(),
});
export type JobsQuery = z.infer<typeof jobsQuery>;

/** GET /jobs/{id}: every field of a job, with the non-profit's name. */
export const jobDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  /** Contact phone number. */
  contact: z.string().nullable(),
  employment: z.string().nullable(),
  education: z.string().nullable(),
  period: z.string().nullable(),
  background: z.string().nullable(),
  conditions: z.string().nullable(),
  tasks: z.string().nullable(),
  responsibilities: z.string().nullable(),
  requirements: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  deadline: z.string().nullable(),
  nonprofits_id: z.number().int(),
  user_id: z.number().int(),
  /** Stored file name of the PDF, or null. */
  pdf: z.string().nullable(),
  /** Where the PDF is served (API path), or null: `?download=1` asks for a download. */
  pdf_url: z.string().nullable(),
  picture: z.string().nullable(),
  nonprofit: pageRef.extend({ logo: z.string().nullable() }),
  closed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobDetail = z.infer<typeof jobDetail>;

/** Query of GET /jobs/{id}/pdf. */
export const jobPdfQuery = z.object({
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

const TEXT_MAX = 5_000;

/** The text fields of a job, as the multipart forms send them. */
const jobFieldShape = {
  title: requiredText('title', 200),
  description: optionalText('description', 10_000),
  city: optionalText('city', 120),
  contact: optionalText('contact', 50),
  employment: optionalText('employment'),
  education: optionalText('education'),
  period: optionalText('period'),
  background: optionalText('background', TEXT_MAX),
  conditions: optionalText('conditions', TEXT_MAX),
  tasks: optionalText('tasks', TEXT_MAX),
  responsibilities: optionalText('responsibilities', TEXT_MAX),
  requirements: optionalText('requirements', TEXT_MAX),
  email: optionalEmail,
  website: optionalWebsite,
  deadline: optionalDateTime('deadline'),
};

/** A yes/no form field ('1', 'true', 'on'); anything else or nothing is no. */
const flag = z.preprocess(
  (value) => blankIsAbsent(value),
  z
    .string()
    .optional()
    .transform((value) => value !== undefined && ['1', 'true', 'on', 'yes'].includes(value)),
);

const applyChannel = <T extends { email?: string; website?: string; contact?: string }>(data: T) =>
  Boolean(data.email || data.website || data.contact);

/** Reported together with the other fields' problems, not only once they are fixed. */
const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/** Image fields of the job forms: an upload or a file of the own Media Library. */
export const jobImageFields = ['picture'] as const;
/** The PDF field of the job forms (checked by its bytes). */
export const JOB_PDF_FIELD = 'pdf';

/**
 * Text fields of POST /jobs (multipart): a title, the non-profit, and a way to apply (e-mail,
 * website or phone). `user_id` is ignored: the poster is the signed-in user.
 */
export const jobCreateFields = z
  .object({ ...jobFieldShape, nonprofits_id: idField('nonprofits_id') })
  .refine(applyChannel, { message: jobMessages.applyChannel, path: ['email'], when: whenObject });
export type JobCreateFields = z.input<typeof jobCreateFields>;

/**
 * Text fields of POST /jobs/{id} (multipart): the whole job again, as the edit form shows it (an
 * empty field clears it). The non-profit does not change. `remove_pdf` and `remove_picture`
 * drop the files; a new upload replaces them.
 */
export const jobUpdateFields = z
  .object({ ...jobFieldShape, remove_pdf: flag, remove_picture: flag })
  .refine(applyChannel, { message: jobMessages.applyChannel, path: ['email'], when: whenObject });
export type JobUpdateFields = z.input<typeof jobUpdateFields>;

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();
const documentedFiles = {
  picture: binary,
  pdf: binary,
};
/** The create form as OpenAPI shows it (the route validates it with `jobCreateFields`). */
export const jobCreateForm = z.object({
  ...jobFieldShape,
  nonprofits_id: idField('nonprofits_id'),
  user_id: z.string().optional().describe('Ignored: the poster is the signed-in user'),
  ...documentedFiles,
});
/** The update form as OpenAPI shows it. */
export const jobUpdateForm = z.object({
  ...jobFieldShape,
  remove_pdf: flag,
  remove_picture: flag,
  ...documentedFiles,
});

/** POST /jobs and POST /jobs/{id}: the response carries the job's id. */
export const jobWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  id: z.number().int(),
});
export type JobWriteResponse = z.infer<typeof jobWriteResponse>;
