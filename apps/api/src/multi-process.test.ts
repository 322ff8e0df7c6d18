import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiServer, mailTasksOf, startApiServer, stopApiProcess } from '../test/api-process';
import {
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../test/factories';
import { createTestDatabase } from '../test/helpers';
import { paymentIdOf } from '../test/payments';
import { form, pngImage } from '../test/images';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import type { Database } from './db/client';
import { donations, mailOutbox, raisedTotals, rateLimits, sandboxPayments } from './db/schema';
import { widthName } from './lib/derived-files';
import { messageIdFor } from './lib/mailer';

/**
 * Several processes: two real API processes (src/server.ts, each on its own port,
 * each running the queue's worker, NODE_ENV=production behind a trusted proxy as compose.yaml
 * runs them) on one PostgreSQL database, one S3 bucket (s3rver) and one SMTP server. Requests go
 * over HTTP, alternately to A and B; the test reads the database and the SMTP server to check
 * the outcome. What one process does, the other must see: the sign-in limit, a payment counted
 * once, the files, and each e-mail sent once. The processes share nothing else: each has a
 * STORAGE_DIR of its own, which must stay empty.
 *
 * PostgreSQL only: the embedded PGlite database is opened by one process at a time (ADR 001).
 */

const api = (p: string) => `/pifworld/api/v1${p}`;
const MAIL_FROM = 'PifWorld <no-reply@pifworld.org>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => randomBytes(4).toString('hex');

/** Each request comes from an address of its own (X-Forwarded-For, read with TRUST_PROXY). */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.24.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

interface Call {
  method?: string;
  json?: unknown;
  body?: FormData | string;
  headers?: Record<string, string>;
  token?: string;
  /** The client's address as the proxy reports it; a new one when not given. */
  ip?: string;
}

function call(server: ApiServer, url: string, options: Call = {}) {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? nextAddress(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${url}`, {
    method: options.method ?? (options.json !== undefined || options.body ? 'POST' : 'GET'),
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
}

const raisedCount = async (res: Response) =>
  ((await res.json()) as { raised_count: number }).raised_count;

/** Polls `check` until it answers something truthy; fails with `what` after `timeoutMs`. */
async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(!inject('postgresTemplate'))(
  'two API processes on one PostgreSQL server, one bucket and one SMTP server (skipped on PGlite: one process at a time, ADR 001)',
  () => {
    let smtp: TestSmtpServer | undefined;
    let s3: TestS3Server | undefined;
    let database: (Database & { url?: string }) | undefined;
    const servers: ApiServer[] = [];
    const dirs: string[] = [];
    const db = () => database!.db;
    // Process A and process B.
    const a = () => servers[0]!;
    const b = () => servers[1]!;
    const alternate = (i: number) => (i % 2 === 0 ? a() : b());

    beforeAll(async () => {
      const temp = (prefix: string) => {
        const dir = mkdtempSync(path.join(tmpdir(), prefix));
        dirs.push(dir);
        return dir;
      };
      // Each kept as soon as it runs, so that afterAll stops it whatever else failed.
      await Promise.all([
        startSmtpServer().then((started) => (smtp = started)),
        startS3Server().then((started) => (s3 = started)),
        createTestDatabase().then((created) => (database = created)),
      ]);
      // A built web app as small as can be: production mode serves one, and the real build may
      // be under way in apps/web/dist.
      const dist = temp('pifworld-web-');
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>PifWorld</title>');
      const appKey = randomBytes(32).toString('hex');
      const env = () => ({
        NODE_ENV: 'production',
        PAYMENTS_MODE: 'test',
        DATABASE_URL: database!.url!,
        ...s3!.env,
        STORAGE_DIR: temp('pifworld-storage-'),
        SMTP_URL: smtp!.url,
        MAIL_FROM,
        APP_URL: 'https://give.example.org',
        APP_KEY: appKey,
        TRUST_PROXY: 'true',
        DEMO_DATA: 'false',
        WEB_DIST_DIR: dist,
        // Password guesses wait milliseconds here; the wait itself is tested in auth.test.ts.
        PASSWORD_GUESS_DELAY_MS: '1',
        PASSWORD_GUESS_DELAY_MAX_MS: '8',
      });
      // Both start at once, as `docker compose up --scale app=2` starts them.
      const started = await Promise.allSettled([startApiServer(env()), startApiServer(env())]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }, 90_000);

    afterAll(async () => {
      await Promise.allSettled(servers.map((server) => stopApiProcess(server)));
      await Promise.allSettled([smtp?.close(), s3?.close()]);
      await database?.close();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }, 30_000);

    afterEach(({ task }) => {
      if (task.result?.state !== 'fail') return;
      servers.forEach((server, i) =>
        console.error(
          `--- process ${'AB'[i]} (${server.url}) ---\n${server.output().slice(-6000)}`,
        ),
      );
    });

    it('counts failed sign-ins once for both: the 11th wrong password from one IP is refused, whichever process gets it', async () => {
      const email = `limit-${unique()}@example.org`;
      const password = 'correct horse battery';
      const registered = await call(a(), api('/register'), {
        json: { name: 'Lim It', email, password, password_confirmation: password },
      });
      expect(registered.status).toBe(201);

      // Ten failures per address from one IP address in 15 minutes (modules/auth), alternating
      // between the processes. Counters of each process's own would let all 16 through.
      const attacker = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 16; i += 1) {
        const res = await call(alternate(i), api('/login'), {
          ip: attacker,
          json: { email, password: `wrong guess ${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
      // The right password is refused too from that address while the window lasts, by both.
      for (const server of [a(), b()]) {
        const res = await call(server, api('/login'), { ip: attacker, json: { email, password } });
        expect(res.status).toBe(429);
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      }

      // From other addresses the account is only slowed down, never refused: its owner gets in.
      for (let i = 0; i < 6; i += 1) {
        const res = await call(alternate(i), api('/login'), {
          json: { email, password: `another guess ${i}` },
        });
        expect(res.status).toBe(401);
      }
      for (const server of [a(), b()]) {
        const signedIn = await call(server, api('/login'), { json: { email, password } });
        expect(signedIn.status).toBe(200);
        expect(((await signedIn.json()) as { user: { email: string } }).user.email).toBe(email);
      }

      // One IP address trying many accounts: ten a minute, counted across both processes too.
      const ip = nextAddress();
      const perIp: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await call(alternate(i), api('/login'), {
          ip,
          json: { email: `nobody-${unique()}@example.org`, password: 'whatever it is' },
        });
        perIp.push(res.status);
      }
      expect(perIp).toEqual([...Array(10).fill(401), 429, 429]);

      // The window ends (moved to now rather than waited for): the attacker's address may try again.
      await db()
        .update(rateLimits)
        .set({ windowEndsAt: sql`now()` })
        .where(like(rateLimits.key, '%/login|%'));
      const again = await call(b(), api('/login'), { ip: attacker, json: { email, password } });
      expect(again.status).toBe(200);
    });

    it('lets no more than ten of 20 wrong passwords sent at once from one IP to both processes through', async () => {
      const email = `burst-${unique()}@example.org`;
      const password = 'correct horse battery';
      const registered = await call(b(), api('/register'), {
        json: { name: 'Bur St', email, password, password_confirmation: password },
      });
      expect(registered.status).toBe(201);
      const ip = nextAddress();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(alternate(i), api('/login'), { ip, json: { email, password: `wrong ${i}` } }).then(
            (res) => res.status,
          ),
        ),
      );
      // The address's own limit and the IP address's (both ten) each let ten through; attempts
      // racing past one and not the other are refused by the other, so at times fewer get in.
      const answered = statuses.filter((status) => status === 401).length;
      expect(answered).toBeGreaterThan(0);
      expect(answered).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - answered);
    });

    it('counts a payment once when its webhook reaches both processes 20 times at once, and sends one receipt', async () => {
      const owner = await insertUser(db());
      const nonprofit = await insertNonprofit(db(), { userId: owner.id });
      const fundraiser = await insertFundraiser(db(), {
        userId: owner.id,
        nonprofitId: nonprofit.id,
      });
      const donorEmail = `donor-${unique()}@example.org`;
      const query = new URLSearchParams({
        amount: '25',
        object_type: 'fundraiser',
        object_id: String(fundraiser.id),
        donor_name: 'Sam Donor',
        donor_email: donorEmail,
      });
      const pay = await call(a(), api(`/pay?${query}`));
      expect(pay.status).toBe(200);
      const { reference, checkout_url } = (await pay.json()) as {
        reference: string;
        checkout_url: string;
      };
      const paymentId = paymentIdOf(checkout_url);

      // The payer pays at the provider: the sandbox's own table stands in for Mollie's servers,
      // and nothing of ours has run yet (the sandbox's checkout route would run the webhook
      // handling itself).
      const settled = await db()
        .update(sandboxPayments)
        .set({ status: 'paid', method: 'sandbox' })
        .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'open')))
        .returning();
      expect(settled).toHaveLength(1);
      const raisedOf = async (kind: 'fundraiser' | 'nonprofit', id: number) => {
        const rows = await db()
          .select()
          .from(raisedTotals)
          .where(and(eq(raisedTotals.kind, kind), eq(raisedTotals.pageId, id)));
        return rows[0]?.raisedCents ?? 0;
      };
      expect(await raisedOf('fundraiser', fundraiser.id)).toBe(0);

      // Mollie calls the webhook; here 10 times at each process, all at once.
      const webhooks = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(alternate(i), api('/mollie/webhook'), {
            body: new URLSearchParams({ id: paymentId }).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        ),
      );
      expect(webhooks.map((res) => res.status)).toEqual(Array(20).fill(200));

      const [donation] = await db()
        .select()
        .from(donations)
        .where(eq(donations.reference, reference));
      expect(donation).toMatchObject({ status: 'paid', amountCents: 2500 });
      expect(donation!.paidAt).not.toBeNull();
      expect(await raisedOf('fundraiser', fundraiser.id)).toBe(2500);
      expect(await raisedOf('nonprofit', nonprofit.id)).toBe(2500);
      for (const server of [a(), b()]) {
        const shown = await call(server, api(`/fundraiser-raised/${fundraiser.id}`));
        expect(await raisedCount(shown)).toBe(25);
        const ofNonprofit = await call(server, api(`/nonprofit-raised/${nonprofit.id}`));
        expect(await raisedCount(ofNonprofit)).toBe(25);
      }

      // One receipt, queued once and delivered once.
      const receipts = await db().select().from(mailOutbox).where(eq(mailOutbox.to, donorEmail));
      expect(receipts.map((mail) => mail.kind)).toEqual(['donation-receipt']);
      const tasks = await mailTasksOf(db(), [receipts[0]!.id]);
      expect(tasks).toHaveLength(1);
      await waitFor('the receipt to be sent', async () => {
        const [mail] = await db()
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, receipts[0]!.id));
        return mail?.status === 'sent';
      });
      const delivered = smtp!.received.filter((mail) => mail.to.includes(donorEmail));
      expect(delivered.map((mail) => mail.messageId)).toEqual([
        messageIdFor(receipts[0]!.messageKey, MAIL_FROM),
      ]);
    });

    it('serves a file uploaded through A from B, and a width B made from A', async () => {
      const { token } = await insertSignedInUser(db());
      const png = await pngImage(900, 700);
      const upload = await call(a(), api('/media'), {
        token,
        body: form({ file: { data: png, filename: 'river.png', type: 'image/png' } }),
      });
      expect(upload.status).toBe(201);
      const { file } = ((await upload.json()) as { data: { file: string } }).data;
      expect(await s3!.keys()).toContain(file);

      const fromA = Buffer.from(await (await call(a(), `/storage/original/${file}`)).arrayBuffer());
      const fromB = await call(b(), `/storage/original/${file}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      const bytesB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesB.length).toBeGreaterThan(0);
      expect(bytesB.equals(fromA)).toBe(true);
      expect((await sharp(bytesB).metadata()).width).toBe(900);

      const width = widthName(file, 640);
      expect(await s3!.keys()).not.toContain(width);
      const madeByB = await call(b(), `/storage/w/640/${file}`);
      expect(madeByB.status).toBe(200);
      const widthBytes = Buffer.from(await madeByB.arrayBuffer());
      expect((await sharp(widthBytes).metadata()).width).toBe(640);
      expect(await s3!.keys()).toContain(width);
      const servedByA = await call(a(), `/storage/w/640/${file}`);
      expect(servedByA.status).toBe(200);
      expect(Buffer.from(await servedByA.arrayBuffer()).equals(widthBytes)).toBe(true);

      // Nothing went to either process's own disk.
      for (const dir of dirs.filter((d) => path.basename(d).startsWith('pifworld-storage-')))
        expect(readdirSync(dir)).toEqual([]);
    });

    it("moves a fundraiser renamed through B out of A's kept list page, list search and header search", async () => {
      const { user, token } = await insertSignedInUser(db());
      const [word, other] = [`heron${unique()}`, `crane${unique()}`];
      const { id } = await insertFundraiser(db(), { userId: user.id, name: `0 ${word} walk` });
      for (let i = 1; i <= 5; i += 1) {
        await insertFundraiser(db(), { userId: user.id, name: `b filler ${i}` });
      }
      const ids = async (server: ApiServer, url: string) =>
        ((await (await call(server, api(url))).json()) as { data: { id: number }[] }).data.map(
          (row) => row.id,
        );
      // The first page in name order, where '0 ...' comes first and 'zz ...' does not come, and
      // both searches for the word.
      const reads = [
        '/fundraisers?per_page=5',
        `/fundraisers?search=${word}`,
        `/universal-search/${word}`,
      ];
      // Each read twice through A: the second is served from what A's list cache kept.
      for (const url of reads) {
        expect(await ids(a(), url), url).toContain(id);
        expect(await ids(a(), url), url).toContain(id);
      }
      const renamed = await call(b(), api(`/fundraiser-profile/${id}`), {
        token,
        body: form({ name: `zz ${other} swim` }),
      });
      expect(renamed.status).toBe(200);
      for (const url of reads) expect(await ids(a(), url), url).not.toContain(id);
      expect(await ids(a(), `/fundraisers?search=${other}`)).toEqual([id]);
    });

    it('sends each e-mail once while both workers take tasks side by side', async () => {
      // Ten password resets and two contact messages, asked alternately of A and B.
      const people = await Promise.all(Array.from({ length: 10 }, () => insertUser(db())));
      const contacts = [`visitor-${unique()}@example.org`, `visitor-${unique()}@example.org`];

      // Holding the outbox rows locked (as soon as each exists) keeps every run the workers
      // start in flight after it sent its e-mail, where it waits to mark the row sent: with
      // more e-mails than one worker runs at once, the other worker must be taking them too.
      const holder = new pg.Client({ connectionString: database!.url });
      await holder.connect();
      const outboxIds: number[] = [];
      try {
        await holder.query('begin');
        const heldKeys = new Set<string>();
        const hold = async (sqlText: string, value: string) => {
          const { rows } = await holder.query<{ id: number; message_key: string }>(
            `select id, message_key from mail_outbox where ${sqlText} = $1 for update`,
            [value],
          );
          expect(rows).toHaveLength(1);
          outboxIds.push(rows[0]!.id);
          heldKeys.add(messageIdFor(rows[0]!.message_key, MAIL_FROM));
        };
        for (const [i, person] of people.entries()) {
          const res = await call(alternate(i), api('/password/email'), {
            json: { email: person.email },
          });
          expect(res.status).toBe(200);
          await hold('"to"', person.email);
        }
        for (const [i, email] of contacts.entries()) {
          const res = await call(alternate(i), api('/contact'), {
            json: { name: 'Visitor', email, subject: `Question ${i}`, message: 'Hello there.' },
          });
          expect(res.status).toBe(201);
          await hold('reply_to', email);
        }

        // One worker runs four tasks at once (queue.ts); a fifth e-mail sent while all are held
        // came from the other worker, and no two of those sent may be the same e-mail.
        await waitFor('more e-mails sent than one worker runs at once', async () =>
          smtp!.received.filter((mail) => heldKeys.has(mail.messageId!)).length > 4 ? true : null,
        );
        const sentWhileHeld = smtp!.received
          .map((mail) => mail.messageId)
          .filter((id) => heldKeys.has(id!));
        expect(new Set(sentWhileHeld).size).toBe(sentWhileHeld.length);
        // Both workers hold tasks of these e-mails now, each its own.
        await waitFor('both workers to hold e-mails', async () => {
          const holders = new Set(
            (await mailTasksOf(db(), outboxIds)).map((task) => task.lockedBy),
          );
          holders.delete(null);
          return holders.size === 2;
        });
      } finally {
        await holder.query('rollback').catch(() => {});
        await holder.end();
      }

      const mails = await waitFor('every e-mail to be sent', async () => {
        const rows = await db().select().from(mailOutbox).where(inArray(mailOutbox.id, outboxIds));
        return rows.every((row) => row.status === 'sent') ? rows : null;
      });
      expect(mails).toHaveLength(12);
      for (const task of await mailTasksOf(db(), outboxIds))
        expect(task).toMatchObject({ status: 'done', attempts: 1, lastError: null });

      // A poll later (the workers look every 2 s), no copy has followed: each e-mail of the whole
      // run arrived once, under its own Message-ID.
      await sleep(2_500);
      for (const mail of mails) {
        const copies = smtp!.received.filter(
          (received) => received.messageId === messageIdFor(mail.messageKey, MAIL_FROM),
        );
        expect(copies, mail.kind).toHaveLength(1);
        expect(copies[0]!.to).toEqual([mail.to]);
      }
      const sent = await db().select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
      const ids = smtp!.received.map((received) => received.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(
        sent.map((mail) => messageIdFor(mail.messageKey, MAIL_FROM)).sort(),
      );
    });
  },
);
