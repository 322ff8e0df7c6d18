import {
  adminContactMessageResponse,
  adminContactMessagesQuery,
  adminContactMessagesResponse,
  adminInboxMessages,
  idParam,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { recordAudit } from './audit';
import {
  findContactMessage,
  listContactMessages,
  markContactMessage,
  type MessageChange,
} from './messages.service';

const messageMissing = () => notFound(adminInboxMessages.notFound);

/** `{ readAt: Date }` -> `{ read_at: '2026-...' }`, as the audit log shows fields. */
function auditFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

const CHANGES: Record<MessageChange, { operationId: string; summary: string }> = {
  read: {
    operationId: 'adminReadContactMessage',
    summary:
      'Mark a contact message read (the first time it is opened; later calls change nothing)',
  },
  answered: {
    operationId: 'adminAnswerContactMessage',
    summary: 'Mark a contact message answered (and read)',
  },
  unanswered: {
    operationId: 'adminReopenContactMessage',
    summary: 'Mark a contact message open again (not answered)',
  },
};

/** The console's Messages: the contact form's messages, read and answered. */
export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/messages',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminContactMessages',
        summary: 'Contact form messages, newest first: open (not answered), answered or all',
        security: [{ bearerAuth: [] }],
        querystring: adminContactMessagesQuery,
        response: { ...readErrors(403, 429), 200: adminContactMessagesResponse },
      },
    },
    async (request) => listContactMessages(app.db, request.query),
  );

  for (const [change, { operationId, summary }] of Object.entries(CHANGES) as [
    MessageChange,
    (typeof CHANGES)[MessageChange],
  ][]) {
    app.post(
      `/admin/messages/:id/${change}`,
      {
        schema: {
          tags: ['admin'],
          operationId,
          summary,
          description:
            'A message already so is answered as it stands, with no audit entry; each change writes one.',
          security: [{ bearerAuth: [] }],
          params: idParam,
          response: { ...writeErrors(403, 404, 429), 200: adminContactMessageResponse },
        },
      },
      async (request) => {
        const operator = requireAdmin(request);
        const { id } = request.params;
        const result = await app.db.transaction(async (tx) => {
          const changed = await markContactMessage(tx, id, change, new Date());
          if (changed === 'missing' || changed === null) return changed;
          await recordAudit(tx, {
            actorId: operator.id,
            action: `contact_message.${change}`,
            targetType: 'contact_message',
            targetId: id,
            before: auditFields(changed.before),
            after: auditFields(changed.after),
          });
          return changed;
        });
        if (result === 'missing') throw messageMissing();
        const message = await findContactMessage(app.db, id);
        if (!message) throw messageMissing();
        return { data: message };
      },
    );
  }
};
