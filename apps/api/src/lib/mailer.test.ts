import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createMailer } from './mailer';

const silentLog = { info: () => {}, error: () => {} } as never;
const message = {
  kind: 'test',
  to: 'reader@example.org',
  subject: 'Hallo',
  text: 'Een link: https://x.example/1',
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mailer', () => {
  it('without SMTP keeps the e-mail in the outbox, unsent', async () => {
    const mailer = createMailer({
      db: database.db,
      log: silentLog,
      from: 'PifWorld <no-reply@pifworld.org>',
    });
    await mailer.send({ ...message, to: 'outbox@example.org' });
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'outbox@example.org'));
    expect(row).toMatchObject({ kind: 'test', subject: 'Hallo', sentAt: null, error: null });
  });

  describe('with SMTP', () => {
    // An SMTP server at the edge of the system, like a mail provider's.
    const received: string[] = [];
    let server: SMTPServer;
    let port: number;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, done) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
          stream.on('end', () => {
            received.push(raw);
            done();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('delivers the e-mail and records it as sent', async () => {
      const mailer = createMailer({
        db: database.db,
        log: silentLog,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'PifWorld <no-reply@pifworld.org>',
      });
      mailer.queue(message);
      await mailer.idle();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hallo');
      expect(received[0]).toContain('To: reader@example.org');
      expect(received[0]).toContain('https://x.example/1');
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'reader@example.org'));
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(row!.error).toBeNull();
    });

    it('records the error when the server cannot be reached', async () => {
      const mailer = createMailer({
        db: database.db,
        log: silentLog,
        smtpUrl: 'smtp://127.0.0.1:1',
        from: 'PifWorld <no-reply@pifworld.org>',
      });
      await mailer.send({ ...message, to: 'unreachable@example.org' });
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'unreachable@example.org'));
      expect(row!.sentAt).toBeNull();
      expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    });
  });
});
