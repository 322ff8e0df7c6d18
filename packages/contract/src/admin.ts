import { z } from 'zod';
import { idNumber, paged, pagedQuery } from './common';
import { userRoles } from './roles';

/**
 * The operator's console. Every route lives under `/admin`: 401 without a token, 403
 * for anyone but an operator (`role: admin` or `console_admin`), rate-limited per operator, and
 * every change writes one audit entry in its own transaction.
 */

export { isConsoleAdmin, isOperator, operatorRoles, userRoles } from './roles';

export const userRole = z.enum(userRoles);
export type UserRole = z.infer<typeof userRole>;

/** The `error` code of a console answer that a client may act on (the message may change). */
export const adminErrorCodes = {
  /** 403: an operator asked what only a console admin may do. */
  consoleAdminRequired: 'console_admin_required',
  /** 409: the change would leave the platform without a console admin who can sign in. */
  lastConsoleAdmin: 'last_console_admin',
} as const;

/** Texts of the console's endpoints and of a blocked account. */
export const adminMessages = {
  forbidden: 'admin.forbidden',
  blocked: 'admin.blocked',
  reasonRequired: 'admin.reason_required',
  reasonTooLong: 'admin.reason_too_long',
} as const;

/** The most an operator's reason may say. */
export const ADMIN_REASON_MAX = 500;

/** A reason for a change the owner or the person is told about (deactivating, blocking). */
export const adminReason = z
  .string({ error: adminMessages.reasonRequired })
  .trim()
  .min(1, adminMessages.reasonRequired)
  .max(ADMIN_REASON_MAX, adminMessages.reasonTooLong);

export const adminReasonBody = z.object({ reason: adminReason });
export type AdminReasonBody = z.infer<typeof adminReasonBody>;

/** One change an operator made; `before` and `after` hold the changed fields only. */
export const auditEntry = z.object({
  id: z.number().int(),
  /** Null for the command line and ADMIN_EMAILS; the name is null once the account is gone. */
  actor: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /admin/audit: newest first, narrowed by action, target, operator and period. */
export const auditQuery = pagedQuery.omit({ search: true }).extend({
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(50).optional(),
  actor_id: idNumber().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditListResponse = paged(auditEntry);
export type AuditListResponse = z.infer<typeof auditListResponse>;
