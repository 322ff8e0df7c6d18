import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createMailSender, messageIdFor } from './mailer';

const from = 'PifWorld <no-reply@pifworld.org>';
const mail = (n: number) => ({
  to: `reader${n}@example.org`,
  replyTo: 'visitor@example.org',
  subject: 'Hallo',
  text: 'Een link: https://x.example/1',
  messageId: messageIdFor(`key-${n}-${Math.random()}`, from),
});
// Short, so that a stuck server costs the tests little; production uses SMTP_TIMEOUTS.
const timeouts = { connectionMs: 500, greetingMs: 500, socketMs: 1_000 };

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('mail sender', () => {
  it('without SMTP composes the e-mail and delivers nothing', async () => {
    const sender = createMailSender({ from });
    expect(sender.delivers).toBe(false);
    await expect(sender.send(mail(1))).resolves.toBeUndefined();
  });

  it('delivers over SMTP with the given Message-ID and Reply-To', async () => {
    smtp.mode = 'accept';
    const sender = createMailSender({ smtpUrl: smtp.url, from, timeouts });
    const message = mail(2);
    await sender.send(message);
    const received = smtp.received.find((r) => r.messageId === message.messageId);
    expect(message.messageId).toMatch(/^<key-2-[\d.]+@pifworld\.org>$/);
    expect(received?.to).toEqual(['reader2@example.org']);
    expect(received?.raw).toContain('Subject: Hallo');
    expect(received?.raw).toContain('Reply-To: visitor@example.org');
    expect(received?.raw).toContain('https://x.example/1');
  });

  it('rejects with the reply code when the server answers 451', async () => {
    smtp.mode = 'refuse';
    const sender = createMailSender({ smtpUrl: smtp.url, from, timeouts });
    await expect(sender.send(mail(3))).rejects.toMatchObject({ responseCode: 451 });
  });

  it('rejects when the server cannot be reached', async () => {
    const sender = createMailSender({ smtpUrl: 'smtp://127.0.0.1:1', from, timeouts });
    await expect(sender.send(mail(4))).rejects.toThrow(/ECONNREFUSED/);
  });

  it('gives up on a server that accepts the connection and never answers, within its timeout', async () => {
    smtp.mode = 'stall';
    const sender = createMailSender({ smtpUrl: smtp.url, from, timeouts });
    const started = Date.now();
    await expect(sender.send(mail(5))).rejects.toThrow(/greeting/i);
    expect(Date.now() - started).toBeLessThan(timeouts.greetingMs + 1_500);
  });

  it('an abort ends a send that is stuck at once, and closes its connection', async () => {
    smtp.mode = 'stall';
    const sender = createMailSender({
      smtpUrl: smtp.url,
      from,
      timeouts: { ...timeouts, greetingMs: 60_000 },
    });
    const abort = new AbortController();
    const sending = sender.send(mail(6), abort.signal);
    await smtp.waitForStalled(1);
    const started = Date.now();
    abort.abort();
    await expect(sending).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
    await expect.poll(() => smtp.stalled).toBe(0);
  });
});
