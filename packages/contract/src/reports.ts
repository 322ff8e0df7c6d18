import { z } from 'zod';
import { ADMIN_REASON_MAX } from './admin';
import { idNumber, paged, pagedQuery } from './common';
import { optionalEmail, optionalText } from './form-fields';
import { pageTypeSchema } from './pages';

/**
 * Reporting a page: a visitor tells the operators that a public page looks wrong
 * (a scam, misleading, offensive, someone else's work). Operators see the open reports in the
 * console, filter the pages list by them, and resolve each one.
 */

export const reportReasons = [
  'fraud',
  'misleading',
  'inappropriate',
  'copyright',
  'other',
] as const;

/** The most a report's details may say. */
export const REPORT_DETAILS_MAX = 1000;

export const reportMessages = {
  thanks: 'reports.thanks',
  reasonRequired: 'reports.reason_required',
  notFound: 'reports.not_found',
  messageNotFound: 'reports.message_not_found',
} as const;

export const reportReason = z.enum(reportReasons, { error: reportMessages.reasonRequired });
export type ReportReason = z.infer<typeof reportReason>;

/** POST /{type}/report/{id}: what is wrong, in the visitor's words, and where to answer them. */
export const reportBody = z.object({
  reason: reportReason,
  details: optionalText('details', REPORT_DETAILS_MAX),
  email: optionalEmail,
  /** A donor's message on the page's donor wall (its donation's id), when that is what is wrong. */
  donation_id: idNumber({ error: reportMessages.messageNotFound }).optional(),
});
export type ReportBody = z.input<typeof reportBody>;
/** A report as the API reads it. */
export type ReportFields = z.infer<typeof reportBody>;
export const reportResponse = z.object({ code: z.string().optional(), message: z.string() });
export type ReportResponse = z.infer<typeof reportResponse>;

export const reportOutcomes = ['dismissed', 'actioned'] as const;
export const reportOutcome = z.enum(reportOutcomes);

/** One report as the console shows it. */
export const pageReport = z.object({
  id: z.number().int(),
  page: z.object({
    type: pageTypeSchema,
    id: z.number().int(),
    /** Null once the page is gone. */
    name: z.string().nullable(),
    active: z.boolean().nullable(),
  }),
  reason: reportReason,
  details: z.string().nullable(),
  /** The donor's message reported, when the report is about one (null once it is gone). */
  donor_message: z
    .object({ donation_id: z.number().int(), text: z.string().nullable() })
    .nullable(),
  reporter_email: z.string().nullable(),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  outcome: reportOutcome.nullable(),
  note: z.string().nullable(),
});
export type PageReport = z.infer<typeof pageReport>;

/** GET /admin/reports: open ones by default, oldest first (they wait longest). */
export const reportsQuery = pagedQuery.omit({ search: true }).extend({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  type: pageTypeSchema.optional(),
  page_id: idNumber().optional(),
});
export type ReportsQuery = z.infer<typeof reportsQuery>;
export const reportListResponse = paged(pageReport);
export type ReportListResponse = z.infer<typeof reportListResponse>;

/** POST /admin/reports/{id}/resolve: dismissed (nothing wrong) or actioned, with a note. */
export const resolveReportBody = z.object({
  outcome: reportOutcome,
  note: optionalText('note', ADMIN_REASON_MAX),
});
export type ResolveReportBody = z.input<typeof resolveReportBody>;
export type ResolveReportFields = z.infer<typeof resolveReportBody>;
export const resolveReportResponse = z.object({ data: pageReport });
