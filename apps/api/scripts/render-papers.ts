/**
 * `npm run render:papers [-- folder]`: draws the papers a donor and a treasurer
 * receive, in English and Dutch, so that they can be looked at rather than only read back as
 * text: a tax receipt of an ANBI organisation (with its logo), a payment confirmation, a yearly
 * statement long enough for two pages, the receipt e-mail and the invitation e-mail. The PDFs
 * become PNG pages with `pdftoppm` (poppler-utils), the e-mails are photographed in Chromium at
 * phone (390 px) and desktop (1280 px) width. Development only; writes to /tmp/papers-shots by
 * default. It runs in apps/api, where the tsconfig that compiles the e-mails' JSX applies.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@app/i18n';
import { chromiumPath } from '@app/test-tools';
import { chromium } from 'playwright-core';
import { translate } from '../src/lib/i18n';
import { renderMail, type MailBody } from '../src/lib/mail-layout';
import { receiptMail } from '../src/modules/donations/receipt-mail';
import { receiptPdf, statementPdf } from '../src/modules/receipts/receipt-pdfs';
import type { ReceiptDetails, StatementGroup } from '../src/modules/receipts/receipts.service';
import { emblemSvg } from '../src/seed/art/emblems';
import sharp from 'sharp';

// A folder given on the command line is read from where npm was started.
const out = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '/tmp/papers-shots',
);
mkdirSync(out, { recursive: true });

const platform = { url: 'https://pifworld.org', email: 'team@pifworld.org' };
const appUrl = 'https://pifworld.org';
const languages: Language[] = ['nl', 'en'];

/** A donation of `day` days into 2026 at 14:30 Dutch time. */
const on = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 13, 30));

const anbiReceipt: ReceiptDetails = {
  reference: '7K3M9QX2T4B8HRN6P1CD',
  locale: 'nl',
  amountCents: 5000,
  coveredFeeCents: 129,
  monthly: true,
  refundedCents: 0,
  chargedBackCents: 0,
  netCents: 5000,
  paidAt: on(3, 14),
  method: 'ideal',
  pageName: 'Schoon water voor Kisumu',
  nonprofitName: 'Stichting Waterputten Oost-Afrika',
  donorName: 'Annelies de Vries-van der Berg',
  legalName: 'Stichting Waterputten Oost-Afrika',
  rsin: '851234567',
  anbi: true,
  logo: null,
  testMode: false,
};

const confirmation: ReceiptDetails = {
  ...anbiReceipt,
  reference: 'QW8E2R5TZ9YB3NM4KX7A',
  amountCents: 2500,
  coveredFeeCents: 0,
  monthly: false,
  refundedCents: 1000,
  netCents: 1500,
  method: 'creditcard',
  pageName: 'Buurtmoestuin De Groene Hoek',
  nonprofitName: null,
  legalName: 'Vereniging Buurtmoestuin De Groene Hoek',
  rsin: null,
  anbi: false,
};

const statementGroups: StatementGroup[] = [
  {
    name: 'Stichting Waterputten Oost-Afrika',
    legalName: 'Stichting Waterputten Oost-Afrika',
    rsin: '851234567',
    anbi: true,
    donations: Array.from({ length: 12 }, (_, month) => ({
      reference: `7K3M9QX2T4B8HRN6P${String(month).padStart(3, '0')}`,
      paidAt: on(month + 1, 14),
      pageName: month < 6 ? 'Schoon water voor Kisumu' : 'Een waterput voor de school in Homa Bay',
      netCents: 2500,
      testMode: false,
    })),
    totalCents: 12 * 2500,
  },
  {
    name: 'Buurtmoestuin De Groene Hoek',
    legalName: 'Vereniging Buurtmoestuin De Groene Hoek',
    rsin: null,
    anbi: false,
    donations: [4, 9, 11].map((month, i) => ({
      reference: `QW8E2R5TZ9YB3NM4K${String(i).padStart(3, '0')}`,
      paidAt: on(month, 2 + i),
      pageName: 'Buurtmoestuin De Groene Hoek',
      netCents: 1500 + i * 1000,
      testMode: false,
    })),
    totalCents: 1500 + 2500 + 3500,
  },
  {
    name: 'Voedselbank Amsterdam',
    legalName: 'Stichting Voedselbank Amsterdam',
    rsin: '816543210',
    anbi: true,
    donations: Array.from({ length: 14 }, (_, i) => ({
      reference: `HF4G7J2K9L3M5N8P1${String(i).padStart(3, '0')}`,
      paidAt: on(1 + Math.floor(i / 2), 5 + (i % 2) * 14),
      pageName: i % 3 ? 'Kerstpakketten 2026' : 'Boodschappen voor gezinnen in Amsterdam-Noord',
      netCents: 1000 + i * 250,
      testMode: false,
    })),
    totalCents: Array.from({ length: 14 }, (_, i) => 1000 + i * 250).reduce((a, b) => a + b, 0),
  },
];

/** The PDF, and each of its pages as a PNG at 110 dpi. */
function savePdf(name: string, pdf: Buffer) {
  const file = path.join(out, `${name}.pdf`);
  writeFileSync(file, pdf);
  // Pages of an earlier, longer drawing would otherwise stay beside the new ones.
  for (const old of readdirSync(out).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')))
    rmSync(path.join(out, old));
  execFileSync('pdftoppm', ['-png', '-r', '110', file, path.join(out, name)]);
}

async function pdfs(logo: Buffer) {
  for (const lang of languages) {
    savePdf(`receipt-anbi-${lang}`, await receiptPdf(anbiReceipt, { lang, platform, logo }));
    savePdf(`receipt-confirmation-${lang}`, await receiptPdf(confirmation, { lang, platform }));
    savePdf(
      `statement-${lang}`,
      await statementPdf({
        year: 2026,
        lang,
        donorName: 'Annelies de Vries-van der Berg',
        groups: statementGroups,
        platform,
        madeAt: on(12, 31),
      }),
    );
  }
}

async function mails(): Promise<Array<{ name: string; html: string }>> {
  const result: Array<{ name: string; html: string }> = [];
  for (const lang of languages) {
    const receipt = receiptMail(
      {
        config: { APP_KEY: 'base64:' + Buffer.alloc(32, 7).toString('base64') },
        payments: { urls: { web: (p: string) => `${appUrl}${p}` } } as never,
      },
      {
        to: 'annelies@example.org',
        name: 'Annelies',
        locale: lang,
        organisation: {
          name: 'Waterputten Oost-Afrika',
          legalName: anbiReceipt.legalName,
          anbi: true,
        },
        guest: true,
        stopUrl: `${appUrl}/orders`,
        receipt: {
          reference: anbiReceipt.reference,
          amount: 50,
          currency: 'EUR',
          status: 'paid',
          method: 'ideal',
          created_at: anbiReceipt.paidAt.toISOString(),
          paid_at: anbiReceipt.paidAt.toISOString(),
          target: { type: 'fundraiser', id: 1, name: anbiReceipt.pageName! },
          donor_name: 'Annelies',
          anonymous: false,
          message: null,
          covered_fee: 1.29,
          monthly: true,
          test_mode: false,
        },
      },
    );
    result.push({
      name: `mail-receipt-${lang}`,
      html: (await renderMail(lang, receipt.subject, receipt.body)).html,
    });
    const t = (key: string, values?: Record<string, string | number>) =>
      translate(lang, `teamMail.invitation.${key}`, values);
    const page = 'Schoon water voor Kisumu';
    const invitation: MailBody = {
      appUrl,
      greeting: t('greeting'),
      blocks: [
        t('intro', { name: 'Annelies de Vries', page }),
        t('roleEditor'),
        t('action', { days: 7 }),
        { button: t('button'), url: `${appUrl}/invitation/abcdefghijklmnopqrstuvwxyz0123456789` },
        t('ignore'),
      ],
      reason: t('reason'),
    };
    result.push({
      name: `mail-invitation-${lang}`,
      html: (await renderMail(lang, t('subject', { page }), invitation)).html,
    });
  }
  return result;
}

async function screenshots(pages: Array<{ name: string; html: string }>) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const tab = await context.newPage();
      for (const { name, html } of pages) {
        writeFileSync(path.join(out, `${name}.html`), html);
        await tab.setContent(html);
        await tab.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const logo = await sharp(
  Buffer.from(emblemSvg('Waterputten Oost-Afrika', '#1c7ed6', 'drop', 'papers')),
)
  .png()
  .toBuffer();
await pdfs(logo);
await screenshots(await mails());
console.log(`Written to ${out}`);
