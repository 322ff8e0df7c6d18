import { said } from '@app/i18n/codes';
import {
  JOB_PDF_FIELD,
  jobCreateFields,
  jobImageFields,
  jobMessages,
  jobUpdateFields,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { ZodType, z } from 'zod';
import type { Db } from '../../db/client';
import { jobs, nonprofits } from '../../db/schema';
import { forbidden, HttpError } from '../../lib/http-errors';
import { withProblems } from '../../lib/validation';
import type { AuthUser } from '../../plugins/auth';
import { mayDo, pageRoleOf } from '../../plugins/ownership';
import { removeImages, type MediaApp } from '../media/media.service';
import { readPageForm } from '../media/media-form';
import { checkPdf } from './job-pdf';
import type { JobRow } from './jobs.service';

type CreateFields = z.output<typeof jobCreateFields>;
type UpdateFields = z.output<typeof jobUpdateFields>;
type JobInsert = typeof jobs.$inferInsert;

/** Only a premium user posts jobs; the 403 says how to become one. */
export function requirePremium(user: AuthUser): void {
  if (user.premiumSince === null) {
    throw new HttpError(403, jobMessages.premiumRequired, { error: 'premium_required' });
  }
}

const invalidNonprofit = said('field.selected_invalid', { attribute: 'nonprofits_id' });

/**
 * The non-profit a new job is for, from the form as sent: someone else's is a 403 straight away
 * (before any file is stored); an unknown or deactivated one is a problem for the 422.
 */
export async function jobNonprofit(db: Db, user: AuthUser, body: unknown) {
  const raw = (body ?? {}) as Record<string, unknown>;
  const id = jobCreateFields.shape.nonprofits_id.safeParse(raw.nonprofits_id);
  if (!id.success) return { problem: undefined };
  const [nonprofit] = await db
    .select({
      id: nonprofits.id,
      userId: nonprofits.userId,
      active: nonprofits.active,
      sdgTopicId: nonprofits.sdgTopicId,
    })
    .from(nonprofits)
    .where(eq(nonprofits.id, id.data));
  const page = { type: 'nonprofit', id: id.data } as const;
  if (nonprofit && !mayDo(await pageRoleOf(db, user.id, page), 'edit')) {
    throw new HttpError(403, jobMessages.notOwner, { error: 'not_owner' });
  }
  if (!nonprofit?.active) return { problem: invalidNonprofit };
  return { nonprofit, problem: undefined };
}

export interface JobForm<T> {
  fields: T;
  /** Stored file name of the picture sent or picked, if any. */
  picture?: string;
  /** Stored file name of the PDF sent, if any. */
  pdf?: string;
  /** Runs the write; when it fails, the files stored for this request are removed again. */
  save<R>(write: () => Promise<R>): Promise<R>;
}

/**
 * Reads a job form: text fields, the picture (an upload or a Media Library file) and the PDF,
 * every problem in one 422. Files are stored only once the whole form is accepted, so a refused
 * form leaves none behind.
 */
async function readJobForm<T>(
  app: MediaApp,
  userId: number,
  body: unknown,
  schema: ZodType<T>,
  problems: Record<string, string>,
): Promise<JobForm<T>> {
  const { [JOB_PDF_FIELD]: pdfValue, ...rest } = (body ?? {}) as Record<string, unknown>;
  const pdf = pdfValue === undefined || pdfValue === '' ? undefined : await checkPdf(pdfValue);
  const all = { ...problems, ...(pdf && !pdf.ok ? { pdf: pdf.message } : {}) };
  const form = await readPageForm(app, userId, rest, withProblems(schema, all), jobImageFields);
  const pdfName = pdf?.ok ? await app.storage.put(pdf.data, 'pdf') : undefined;
  return {
    fields: form.fields,
    picture: form.images.picture,
    pdf: pdfName,
    async save(write) {
      try {
        return await form.save(write);
      } catch (err) {
        await app.storage.remove(pdfName);
        throw err;
      }
    },
  };
}

/** The deadline must lie ahead, unless it is the one the job already has. */
function deadlineProblem(deadline: unknown, current: Date | null): Record<string, string> {
  if (typeof deadline !== 'string' || deadline.trim() === '') return {};
  const parsed = jobCreateFields.shape.deadline.safeParse(deadline);
  if (!parsed.success || parsed.data === undefined) return {};
  const time = new Date(parsed.data).getTime();
  if (current && current.getTime() === time) return {};
  return time > Date.now() ? {} : { deadline: jobMessages.deadlinePast };
}

/** The text columns of a form: every field, an empty one as null (the form is sent whole). */
function textColumns(fields: CreateFields | UpdateFields) {
  return {
    title: fields.title,
    description: fields.description ?? null,
    city: fields.city ?? null,
    contact: fields.contact ?? null,
    employment: fields.employment ?? null,
    education: fields.education ?? null,
    period: fields.period ?? null,
    background: fields.background ?? null,
    conditions: fields.conditions ?? null,
    tasks: fields.tasks ?? null,
    responsibilities: fields.responsibilities ?? null,
    requirements: fields.requirements ?? null,
    email: fields.email ?? null,
    website: fields.website ?? null,
    deadline: fields.deadline ? new Date(fields.deadline) : null,
  } satisfies Partial<JobInsert>;
}

/**
 * POST /jobs: a premium owner posts a vacancy for their non-profit. The poster is the signed-in
 * user, never a field of the form; the job's goal (SDG) is the non-profit's.
 */
export async function createJob(
  app: MediaApp,
  user: AuthUser,
  body: unknown,
  record: RecordJob,
): Promise<number> {
  requirePremium(user);
  const { nonprofit, problem } = await jobNonprofit(app.db, user, body);
  const raw = (body ?? {}) as Record<string, unknown>;
  const problems = {
    ...deadlineProblem(raw.deadline, null),
    ...(problem ? { nonprofits_id: problem } : {}),
  };
  const form = await readJobForm(app, user.id, body, jobCreateFields, problems);
  return form.save(() =>
    app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobs)
        .values({
          ...textColumns(form.fields),
          nonprofitId: nonprofit!.id,
          // The non-profit's owner owns its jobs, whichever helper posted them.
          userId: nonprofit!.userId,
          sdgTopicId: nonprofit!.sdgTopicId,
          picture: form.picture ?? null,
          pdf: form.pdf ?? null,
        })
        .returning({ id: jobs.id, title: jobs.title });
      await record(tx, { nonprofitId: nonprofit!.id, title: row!.title });
      return row!.id;
    }),
  );
}

/**
 * Writes a change of a job into its non-profit's activity, in the transaction of the change
 * (`tx`), so that both are kept or neither.
 */
export type RecordJob = (tx: Db, job: { nonprofitId: number; title: string }) => Promise<void>;

/** The non-profit's owner and its helpers change or delete its jobs. */
export async function requireJobEditor(db: Db, user: AuthUser, job: JobRow): Promise<void> {
  const role = await pageRoleOf(db, user.id, { type: 'nonprofit', id: job.nonprofitId });
  if (!mayDo(role, 'edit')) throw forbidden(jobMessages.forbiddenChange);
}

/**
 * POST /jobs/{id}: the whole form again. A new picture or PDF replaces the old one, the remove
 * flags drop them; files no longer used are removed once the change is saved.
 */
export async function updateJob(
  app: MediaApp,
  user: AuthUser,
  job: JobRow,
  body: unknown,
  record: RecordJob,
): Promise<void> {
  await requireJobEditor(app.db, user, job);
  const raw = (body ?? {}) as Record<string, unknown>;
  const problems = deadlineProblem(raw.deadline, job.deadline);
  const form = await readJobForm(app, user.id, body, jobUpdateFields, problems);
  const picture = form.picture ?? (form.fields.remove_picture ? null : job.picture);
  const pdf = form.pdf ?? (form.fields.remove_pdf ? null : job.pdf);
  await form.save(() =>
    app.db.transaction(async (tx) => {
      await tx
        .update(jobs)
        .set({ ...textColumns(form.fields), picture, pdf })
        .where(eq(jobs.id, job.id));
      await record(tx, job);
    }),
  );
  if (job.picture !== picture) await removeImages(app, [job.picture]);
  if (job.pdf !== pdf) await app.storage.remove(job.pdf);
}

/** DELETE /jobs/{id}: the job and, once it is gone, its files. */
export async function deleteJob(
  app: MediaApp,
  user: AuthUser,
  job: JobRow,
  record: RecordJob,
): Promise<void> {
  await requireJobEditor(app.db, user, job);
  const [deleted] = await app.db.transaction(async (tx) => {
    const gone = await tx
      .delete(jobs)
      .where(eq(jobs.id, job.id))
      .returning({ picture: jobs.picture, pdf: jobs.pdf });
    if (gone.length > 0) await record(tx, job);
    return gone;
  });
  if (!deleted) return;
  await removeImages(app, [deleted.picture]);
  await app.storage.remove(deleted.pdf);
}
