import { subscriptionStopReasons, type DonationReceipt, type Subscription } from '@app/contract';
import { languages, type Language } from '@app/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { renderMail } from '../src/lib/mail-layout';
import type { MailMessage } from '../src/lib/mailer';
import { blockedMail } from '../src/modules/admin/people.service';
import { ownerMail } from '../src/modules/admin/pages.service';
import { sendConfirmationLink } from '../src/modules/auth/email-confirmation.service';
import { sendResetLink } from '../src/modules/auth/password-reset-mail';
import { notifyAccountChange, sendSecurityMail } from '../src/modules/auth/security-mail';
import { contactMail } from '../src/modules/content/contact-mail';
import { receiptMail } from '../src/modules/donations/receipt-mail';
import { refundMail } from '../src/modules/donations/refund-mail';
import { reportMail } from '../src/modules/reports/report-mail';
import { stoppedMail } from '../src/modules/subscriptions/subscription-mail';
import { insertUser } from './factories';
import { createTestApp, type TestApp } from './helpers';

// Every e-mail the platform sends, in both languages, through the one layout: an HTML part that
// says its language, a text part with the same words, and no key or placeholder left unfilled.

const appUrl = 'https://pifworld.example';
const ctx = {
  config: { APP_KEY: 'base64:' + Buffer.alloc(32, 7).toString('base64') },
  payments: {
    urls: {
      web: (path: string) => `${appUrl}${path}`,
      webhook: `${appUrl}/webhook`,
      connectCallback: `${appUrl}/callback`,
    },
  },
};

const receipt = (values: Partial<DonationReceipt> = {}): DonationReceipt => ({
  reference: 'RCPT2026ABCDEFGH2345',
  amount: 25,
  currency: 'EUR',
  status: 'paid',
  method: 'ideal',
  created_at: '2026-03-05T10:00:00.000Z',
  paid_at: '2026-03-05T10:01:00.000Z',
  target: { type: 'fundraiser', id: 7, name: 'Swim for Water' },
  donor_name: 'Anna',
  anonymous: false,
  message: null,
  covered_fee: 0,
  monthly: false,
  test_mode: false,
  ...values,
});

const gift: Subscription = {
  id: 3,
  status: 'canceled',
  amount: 10,
  covered_fee: 0.5,
  target: { type: 'nonprofit', id: 2, name: 'Clear Springs' },
  next_charge_date: null,
  started_at: '2026-01-01T00:00:00.000Z',
  canceled_at: '2026-05-01T00:00:00.000Z',
  stop_reason: 'donor',
  last_charge_failed_at: null,
  charges: 4,
  given: 42,
};

/** The e-mails that are pure functions of their input, per language. */
function builtMails(lang: Language): MailMessage[] {
  const organisation = { name: 'Clear Springs', legalName: 'Stichting Clear Springs', anbi: true };
  return [
    receiptMail(ctx, {
      to: 'a@example.org',
      name: 'Anna',
      locale: lang,
      receipt: receipt(),
      organisation,
      guest: true,
    }),
    receiptMail(ctx, {
      to: 'a@example.org',
      name: null,
      locale: lang,
      receipt: receipt({ test_mode: true, method: 'sandbox', covered_fee: 0.75, monthly: true }),
      organisation: { ...organisation, anbi: false },
      guest: false,
      stopUrl: `${appUrl}/stop/abc`,
    }),
    refundMail(ctx, {
      to: 'a@example.org',
      name: 'Anna',
      locale: lang,
      amountCents: 1000,
      donationCents: 2500,
      targetName: 'Swim for Water',
      reference: 'RCPT2026ABCDEFGH2345',
      reason: 'Asked for by the donor',
    }),
    ...subscriptionStopReasons.map((reason) =>
      stoppedMail(
        ctx,
        { donorEmail: 'a@example.org', donorName: 'Anna', locale: lang },
        gift,
        reason,
      ),
    ),
    ownerMail(
      {
        type: 'nonprofit',
        id: 2,
        name: 'Clear Springs',
        inactive_reason: 'Misleading pictures',
        owner_name: 'Olga',
        owner_email: 'o@example.org',
        owner_locale: lang,
      },
      'deactivated',
      appUrl,
    ),
    ownerMail(
      {
        type: 'fundraiser',
        id: 3,
        name: 'Swim',
        inactive_reason: null,
        owner_name: 'Olga',
        owner_email: 'o@example.org',
        owner_locale: lang,
      },
      'reactivated',
      appUrl,
    ),
    blockedMail({ name: 'Bob', email: 'b@example.org', locale: lang }, 'Spam', appUrl),
  ];
}

/** The e-mails to the team, always in English. */
const teamMails = (): MailMessage[] => [
  contactMail({
    to: 'team@example.org',
    appUrl,
    name: 'Vera <script>',
    email: 'vera@example.org',
    subject: 'Hello',
    message: 'Line one\nLine two <b>not bold</b>',
    language: 'nl',
  }),
  reportMail({
    to: 'team@example.org',
    appUrl,
    type: 'fundraiser',
    page: 'Swim',
    url: `${appUrl}/fundraiser-profile/3`,
    reason: 'fraud',
    message: 'A donor message',
    details: 'Looks fake',
    email: null,
  }),
];

/** A translation key (`mail.receipt.pdfTax`) or a placeholder left in an e-mail. */
const LEFTOVER = /\{\{|\}\}|\b(mail|receipts|payments|personalData|brand|reports)\.[a-z][\w-]*\.?/;

async function expectLaidOut(mail: MailMessage, lang: Language) {
  const { html, text } = await renderMail(mail.lang, mail.subject, mail.body);
  expect(mail.lang).toBe(lang);
  expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
  expect(html).toContain('name="viewport"');
  // The footer: the platform, how to reach it, and why the reader gets this e-mail.
  expect(html).toContain(`href="${appUrl}/contact"`);
  expect(html).toContain(mail.body.reason.replaceAll("'", '&#x27;'));
  expect(text).toContain(mail.body.reason);
  expect(text).toContain('\n-- \n');
  for (const part of [html, text, mail.subject]) expect(part).not.toMatch(LEFTOVER);
  // Every link of the HTML is written out in the text part, for readers without HTML.
  const links = [...html.matchAll(/href="(https?:[^"]+)"/g)].map(([, href]) =>
    href!.replaceAll('&amp;', '&'),
  );
  for (const link of links) expect(text).toContain(link);
  // The main link is a button, never a raw address in the HTML's words.
  const buttons = mail.body.blocks.filter(
    (block) => typeof block === 'object' && 'button' in block,
  );
  expect(buttons.length).toBeGreaterThan(0);
  expect(html).not.toMatch(/>https?:\/\//);
  return { html, text };
}

describe('every e-mail in the one layout', () => {
  for (const lang of languages) {
    it(`renders each built e-mail with both parts in ${lang}`, async () => {
      for (const mail of builtMails(lang)) await expectLaidOut(mail, lang);
    });
  }

  it("renders the team's e-mails in English, the visitor's words escaped", async () => {
    const [contact, report] = teamMails();
    const { html, text } = await expectLaidOut(contact!, 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(text).toContain('Line one\nLine two <b>not bold</b>');
    expect(html).toContain('href="mailto:vera%40example.org');
    await expectLaidOut(report!, 'en');
  });

  it('names the receipt a tax receipt only for real money to an ANBI', async () => {
    for (const lang of languages) {
      const [anbi, test] = builtMails(lang);
      const anbiText = (await renderMail(lang, anbi!.subject, anbi!.body)).text;
      const testText = (await renderMail(lang, test!.subject, test!.body)).text;
      const words = {
        en: { tax: 'tax receipt', confirmation: 'payment confirmation', method: 'Test payment' },
        nl: {
          tax: 'giftenverklaring',
          confirmation: 'betalingsbevestiging',
          method: 'Testbetaling',
        },
      }[lang];
      expect(anbiText).toContain(words.tax);
      expect(anbiText).toContain('iDEAL');
      expect(anbiText).toContain('Stichting Clear Springs');
      expect(testText).toContain(words.confirmation);
      expect(testText).not.toContain(words.tax);
      expect(testText).toContain(words.method);
      expect(testText).not.toMatch(/sandbox/i);
    }
  });
});

describe('the receipt reference', () => {
  it('is one unbroken line in a fixed-width font, and plain in the text part', async () => {
    for (const lang of languages) {
      const [anbi] = builtMails(lang);
      const { html, text } = await renderMail(lang, anbi!.subject, anbi!.body);
      // The table cell that holds the reference, with its style.
      const cell = html.match(/<td style="([^"]*)">RCPT2026ABCDEFGH2345<\/td>/);
      expect(cell?.[1]).toContain('white-space:nowrap');
      expect(cell?.[1]).toContain('monospace');
      expect(cell?.[1]).not.toContain('overflow-wrap:anywhere');
      expect(text).toMatch(/: RCPT2026ABCDEFGH2345\n/);
    }
  });
});

describe('the account e-mails, written to the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const lang of languages) {
    it(`lays out every account e-mail in ${lang}`, async () => {
      const db = t.database.db;
      const user = await insertUser(db, { locale: lang });
      await sendResetLink(db, appUrl, user);
      await sendConfirmationLink(db, appUrl, user, user.email);
      await sendConfirmationLink(db, appUrl, user, `new-${user.email}`);
      for (const event of [
        'factor-added',
        'factor-removed',
        'new-sign-in',
        'factors-reset',
      ] as const)
        await sendSecurityMail(db, appUrl, user, event, { factor: 'totp', device: 'Firefox' });
      await notifyAccountChange(db, appUrl, user, {
        newEmail: `new-${user.email}`,
        passwordChanged: true,
        undoToken: 'undo-token',
      });
      await notifyAccountChange(db, appUrl, user, { passwordChanged: true });
      const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      const confirmations = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, `new-${user.email}`));
      const all = [...rows, ...confirmations];
      expect(all.map((row) => row.kind).sort()).toEqual(
        [
          'email-changed',
          'email-confirmation',
          'email-confirmation',
          'password-changed',
          'password-reset',
          'security-factor-added',
          'security-factor-removed',
          'security-factors-reset',
          'security-new-sign-in',
        ].sort(),
      );
      for (const row of all) {
        expect(row.html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
        for (const part of [row.html!, row.text, row.subject]) expect(part).not.toMatch(LEFTOVER);
        expect(row.text).toContain('\n-- \n');
        // The action is a button; its address is in the text part.
        expect(row.html).toMatch(/background-color:#b8461f/);
        const [, href] = /<a href="([^"]+)" style="[^"]*background-color:#b8461f/.exec(row.html!)!;
        expect(row.text).toContain(href!.replaceAll('&amp;', '&'));
      }
    });
  }
});
