import type { AdminContactMessage, AdminContactMessagesResponse } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import { insertContactMessage } from '../../../test/admin-texts';
import { insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { auditEntries } from '../../db/schema';

// The console's Messages: the contact form's messages, read and answered, audited.
const api = (path: string) => `/pifworld/api/v1${path}`;

let t: TestApp;
let operator: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  operator = await insertSignedInUser(t.database.db, { role: 'admin' });
});
afterAll(() => t?.close());

const as = () => bearer(operator.token);
const list = async (query: string) =>
  (
    await t.app.inject({ url: api(`/admin/messages?${query}`), headers: as() })
  ).json() as AdminContactMessagesResponse;
const post = (id: number, change: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: api(`/admin/messages/${id}/${change}`),
    headers: { ...as(), 'accept-language': lang },
  });

describe('contact messages in the console', () => {
  it('are listed newest first, open ones by default, and searched', async () => {
    const db = t.database.db;
    const older = await insertContactMessage(db, {
      name: 'First sender',
      subject: 'Receipts',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await insertContactMessage(db, {
      email: 'second@example.org',
      message: 'Can my company match donations?',
      locale: 'nl',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    const answered = await insertContactMessage(db, {
      readAt: new Date('2026-01-03T11:00:00Z'),
      answeredAt: new Date('2026-01-03T12:00:00Z'),
      createdAt: new Date('2026-01-03T10:00:00Z'),
    });

    const open = await list('');
    expect(open.data.map((m) => m.id)).toEqual([newer.id, older.id]);
    expect(open.data[0]).toEqual({
      id: newer.id,
      name: 'A visitor',
      email: 'second@example.org',
      subject: 'A question',
      message: 'Can my company match donations?',
      locale: 'nl',
      created_at: '2026-01-02T10:00:00.000Z',
      read_at: null,
      answered_at: null,
    } satisfies AdminContactMessage);
    expect((await list('filter=answered')).data.map((m) => m.id)).toEqual([answered.id]);
    expect((await list('filter=all')).meta.total).toBe(3);
    expect((await list('filter=all&search=MATCH')).data.map((m) => m.id)).toEqual([newer.id]);
    expect((await list('filter=all&search=first%20sender')).data.map((m) => m.id)).toEqual([
      older.id,
    ]);
    expect((await list('filter=all&search=receipts')).data.map((m) => m.id)).toEqual([older.id]);
    expect((await list('filter=all&search=second@')).data.map((m) => m.id)).toEqual([newer.id]);
  });

  it('is read once, answered and opened again, each change audited once', async () => {
    const message = await insertContactMessage(t.database.db);
    const before = await auditCount(t.database.db);

    const read = await post(message.id, 'read');
    expect(read.statusCode).toBe(200);
    const readAt = read.json().data.read_at as string;
    expect(readAt).not.toBeNull();
    expect((await post(message.id, 'read')).json().data.read_at).toBe(readAt);
    expect(await auditCount(t.database.db)).toBe(before + 1);

    const answered = await post(message.id, 'answered');
    expect(answered.json().data).toMatchObject({
      read_at: readAt,
      answered_at: expect.any(String),
    });
    expect((await post(message.id, 'answered')).statusCode).toBe(200);
    expect(await auditCount(t.database.db)).toBe(before + 2);
    expect((await list('filter=answered')).data.map((m) => m.id)).toContain(message.id);

    const reopened = await post(message.id, 'unanswered');
    expect(reopened.json().data).toMatchObject({ read_at: readAt, answered_at: null });
    expect(await auditCount(t.database.db)).toBe(before + 3);
    expect((await list('')).data.map((m) => m.id)).toContain(message.id);

    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, String(message.id)));
    expect(entries.map((e) => [e.action, e.targetType, e.actorId, e.before, e.after])).toEqual([
      [
        'contact_message.read',
        'contact_message',
        operator.user.id,
        { read_at: null },
        { read_at: readAt },
      ],
      [
        'contact_message.answered',
        'contact_message',
        operator.user.id,
        { answered_at: null },
        { answered_at: answered.json().data.answered_at },
      ],
      [
        'contact_message.unanswered',
        'contact_message',
        operator.user.id,
        { answered_at: answered.json().data.answered_at },
        { answered_at: null },
      ],
    ]);
  });

  it('marks an unread message read when it is answered, in one entry', async () => {
    const message = await insertContactMessage(t.database.db);
    const before = await auditCount(t.database.db);
    const answered = await post(message.id, 'answered');
    expect(answered.json().data.read_at).toBe(answered.json().data.answered_at);
    expect(await auditCount(t.database.db)).toBe(before + 1);
  });

  it('answers 404 in the reader’s language for a message that does not exist', async () => {
    const res = await post(999_999, 'read', 'nl');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Contactbericht niet gevonden.');
  });
});
