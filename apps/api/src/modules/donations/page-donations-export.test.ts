import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { donationChargebacks, donationRefunds, donations } from '../../db/schema';
import { eq, sql } from 'drizzle-orm';
import { EXPORT_BATCH, exportBatches } from './page-donations-export';
import { donationsXlsx } from './page-donations-xlsx';

// The owner's exports for the books: CSV in the owner's conventions and an Excel workbook.
let t: TestApp;
let owner: string;
let stranger: string;
let nonprofitId: number;
let fundraiserId: number;

const api = (path: string) => `/pifworld/api/v1${path}`;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const np = await insertSignedInUser(db);
  owner = np.token;
  nonprofitId = (await insertNonprofit(db, { userId: np.user.id, name: 'Schoon Water' })).id;
  fundraiserId = (
    await insertFundraiser(db, { userId: np.user.id, nonprofitId, name: 'Zwemmen; voor water' })
  ).id;
  stranger = (await insertSignedInUser(db)).token;

  // Inserted out of date order: the files sort them.
  const partly = await insertDonation(db, {
    nonprofitId,
    amountCents: 4000,
    status: 'paid',
    donorName: 'Anna de Vries',
    donorEmail: 'anna@example.org',
    message: 'Voor "schoon" water; altijd',
    method: 'ideal',
    createdAt: at('2026-07-01T10:05:00Z'), // summer: 12:05 in Amsterdam
  });
  await db
    .insert(donationRefunds)
    .values({ donationId: partly.id, amountCents: 1500, status: 'refunded' });
  await insertDonation(db, {
    nonprofitId,
    amountCents: 2500,
    status: 'paid',
    donorName: 'Bert Bakker',
    payeeNonprofitId: nonprofitId,
    applicationFeeCents: 50,
    createdAt: at('2026-01-15T23:30:00Z'), // winter: the next day, 00:30, in Amsterdam
  });
  const chargedBack = await insertDonation(db, {
    fundraiserId,
    amountCents: 3000,
    status: 'paid',
    donorName: '=HYPERLINK("https://evil.example","click")',
    createdAt: at('2026-03-10T08:00:00Z'),
  });
  await db.insert(donationChargebacks).values({
    donationId: chargedBack.id,
    providerChargebackId: 'chb_export',
    amountCents: 3000,
  });
  await insertDonation(db, {
    fundraiserId,
    amountCents: 1234,
    status: 'paid',
    donorName: 'Hidden Person',
    donorEmail: 'hidden@example.org',
    anonymous: true,
    createdAt: at('2026-05-05T05:05:00Z'),
  });
  await insertDonation(db, {
    nonprofitId,
    amountCents: 1000,
    status: 'open',
    donorName: 'Open Olga',
    createdAt: at('2026-06-01T12:00:00Z'),
  });
  await insertDonation(db, {
    nonprofitId,
    amountCents: 500,
    status: 'failed',
    donorName: 'Failed Frank',
    createdAt: at('2026-02-01T12:00:00Z'),
  });
  await insertDonation(db, {
    nonprofitId,
    amountCents: 700,
    status: 'canceled',
    donorName: 'Canceled Carla',
    createdAt: at('2026-04-01T12:00:00Z'),
  });
});

afterAll(() => t.close());

const get = (path: string, token?: string, lang = 'nl') =>
  t.app.inject({
    url: api(path),
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
  });

/** RFC 4180 with the given separator, as a spreadsheet reads it. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === separator) {
      endCell();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** `12,50` or `12.50` as cents. */
const cents = (text: string, decimal: string) => {
  expect(text).toMatch(decimal === ',' ? /^-?\d+,\d\d$/ : /^-?\d+\.\d\d$/);
  return Math.round(Number(text.replace(decimal, '.')) * 100);
};

const MONEY = ['gross', 'refunded', 'chargedBack', 'platformFee', 'paymentCosts', 'net'] as const;

/** The owner's list (the API's rows) for the same filter, every row of it. */
async function apiRows(query = '') {
  const answer = await get(
    `/page-donations/nonprofit/${nonprofitId}?per_page=100${query}`,
    owner,
    'en',
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().data as {
    reference: string;
    status: string;
    amount: number;
    refunded: number;
    charged_back: number;
    net: number;
    platform_fee: number | null;
  }[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const toCents = (euros: number) => Math.round(euros * 100);

describe("the owner's CSV", () => {
  it('in Dutch: semicolons, decimal commas, Amsterdam dates, Dutch words, oldest first', async () => {
    const answer = await get(`/page-donations/nonprofit/${nonprofitId}/export.csv`, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="donaties-nonprofit-${nonprofitId}.csv"`,
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(answer.body.slice(1), ';');
    expect(header).toEqual([
      'Datum',
      'Kenmerk',
      'Donateur',
      'Gegeven aan',
      'Eenmalig of maandelijks',
      'Status',
      'Bruto (EUR)',
      'Terugbetaald (EUR)',
      'Gestorneerd (EUR)',
      'Platformkosten (EUR)',
      'Betaalkosten (EUR)',
      'Netto (EUR)',
      'E-mailadres',
      'Betaalmethode',
      'Betaald aan',
      'Bericht',
    ]);
    expect(rows.map((row) => row.slice(0, 1).concat(row[2]!, row[5]!))).toEqual([
      ['16-01-2026 00:30', 'Bert Bakker', 'Betaald'],
      ['01-02-2026 13:00', 'Failed Frank', 'Mislukt'],
      ['10-03-2026 09:00', '\'=HYPERLINK("https://evil.example","click")', 'Gestorneerd'],
      ['01-04-2026 14:00', 'Canceled Carla', 'Geannuleerd'],
      ['05-05-2026 07:05', 'Anoniem', 'Betaald'],
      ['01-06-2026 14:00', 'Open Olga', 'Open'],
      ['01-07-2026 12:05', 'Anna de Vries', 'Deels terugbetaald'],
    ]);
    const anna = rows.at(-1)!;
    expect(anna.slice(3)).toEqual([
      'Schoon Water',
      'Eenmalig',
      'Deels terugbetaald',
      '40,00',
      '15,00',
      '0,00',
      '0,00',
      '0,00',
      '25,00',
      'anna@example.org',
      'iDEAL',
      'Platformaccount',
      'Voor "schoon" water; altijd',
    ]);
    expect(rows[0]!.slice(6, 12)).toEqual(['25,00', '0,00', '0,00', '0,50', '0,00', '24,50']);
    expect(rows[0]![14]).toBe('Mollie-account van het goede doel');
    // A page whose name holds the separator stays one field.
    expect(rows[2]![3]).toBe('Zwemmen; voor water');
    // Nothing of an anonymous donor, nor money for what was never paid.
    expect(answer.body).not.toContain('hidden@example.org');
    expect(rows[1]!.slice(6, 12)).toEqual(['0,00', '0,00', '0,00', '0,00', '0,00', '0,00']);
  });

  it("adds up to the API's rows, each row's net what is left after what went back and the fees", async () => {
    const answer = await get(`/page-donations/nonprofit/${nonprofitId}/export.csv`, owner);
    const [, ...rows] = parseCsv(answer.body.slice(1), ';');
    const column = (name: (typeof MONEY)[number]) =>
      rows.map((row) => cents(row[6 + MONEY.indexOf(name)]!, ','));
    for (const row of rows) {
      const [gross, refunded, chargedBack, fee, costs, net] = MONEY.map((_, i) =>
        cents(row[6 + i]!, ','),
      );
      expect(gross! - refunded! - chargedBack! - fee! - costs!).toBe(net);
    }
    const listed = await apiRows();
    expect(listed).toHaveLength(rows.length);
    const paid = listed.filter((row) => row.status === 'paid');
    expect(sum(column('gross'))).toBe(sum(paid.map((row) => toCents(row.amount))));
    expect(sum(column('refunded'))).toBe(sum(listed.map((row) => toCents(row.refunded))));
    expect(sum(column('chargedBack'))).toBe(sum(listed.map((row) => toCents(row.charged_back))));
    const fees = sum(paid.map((row) => toCents(row.platform_fee ?? 0)));
    expect(sum(column('platformFee'))).toBe(fees);
    expect(sum(column('net'))).toBe(sum(listed.map((row) => toCents(row.net))) - fees);
    expect(sum(column('gross'))).toBe(4000 + 2500 + 3000 + 1234);
    expect(sum(column('net'))).toBe(4000 - 1500 + 2500 - 50 + 1234);
  });

  it('in English: commas, decimal points, year-first dates, English words', async () => {
    const answer = await get(`/page-donations/nonprofit/${nonprofitId}/export.csv`, owner, 'en');
    expect(answer.headers['content-disposition']).toMatch(/filename="donations-nonprofit-/);
    const [header, ...rows] = parseCsv(answer.body.slice(1), ',');
    expect(header!.slice(0, 7)).toEqual([
      'Date',
      'Reference',
      'Donor',
      'Given to',
      'One-time or monthly',
      'Status',
      'Gross (EUR)',
    ]);
    expect(rows[0]!.slice(0, 1).concat(rows[0]!.slice(6, 12))).toEqual([
      '2026-01-16 00:30',
      '25.00',
      '0.00',
      '0.00',
      '0.50',
      '0.00',
      '24.50',
    ]);
    expect(rows.at(-1)![5]).toBe('Partly refunded');
    expect(rows[4]![2]).toBe('Anonymous');
  });

  it('keeps the filters of the list', async () => {
    const answer = await get(
      `/page-donations/nonprofit/${nonprofitId}/export.csv?status=paid&from=2026-03-01`,
      owner,
    );
    const [, ...rows] = parseCsv(answer.body.slice(1), ';');
    const listed = await apiRows('&status=paid&from=2026-03-01');
    expect(rows.map((row) => row[1]).sort()).toEqual(listed.map((row) => row.reference).sort());
    expect(rows).toHaveLength(3);
  });
});

describe("the owner's Excel workbook", () => {
  it('holds real date and number cells with the values of the CSV, under a frozen header', async () => {
    const answer = await get(`/page-donations/nonprofit/${nonprofitId}/export.xlsx`, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="donaties-nonprofit-${nonprofitId}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Donaties')!;
    expect(sheet).toBeDefined();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('Datum');
    expect(sheet.getRow(1).getCell(12).value).toBe('Netto (EUR)');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(1 + 7);
    expect(sheet.getColumn(16).width).toBeGreaterThan(sheet.getColumn(1).width!);

    const csv = parseCsv(
      (await get(`/page-donations/nonprofit/${nonprofitId}/export.csv`, owner)).body.slice(1),
      ';',
    ).slice(1);
    for (let i = 0; i < csv.length; i++) {
      const row = sheet.getRow(i + 2);
      const date = row.getCell(1);
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(date.numFmt).toBe('dd-mm-yyyy hh:mm');
      // Amsterdam's clock time, as Excel stores a date (no time zone).
      const [d, m, y, hh, mm] = csv[i]![0]!.split(/[- :]/).map(Number);
      expect((date.value as Date).getTime()).toBe(Date.UTC(y!, m! - 1, d!, hh!, mm!));
      for (let c = 0; c < MONEY.length; c++) {
        const cell = row.getCell(7 + c);
        expect(cell.type).toBe(ExcelJS.ValueType.Number);
        expect(cell.numFmt).toContain('€');
        expect(Math.round((cell.value as number) * 100)).toBe(cents(csv[i]![6 + c]!, ','));
      }
      for (const c of [2, 3, 4, 5, 6, 13, 14, 15, 16]) {
        expect(String(row.getCell(c).value ?? '')).toBe(csv[i]![c - 1]!.replace(/^'/, ''));
      }
    }
    // Text stays text: a donor named like a formula is a string cell, not a formula.
    expect(sheet.getRow(4).getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(4).getCell(3).value).toBe('=HYPERLINK("https://evil.example","click")');
  });

  it('is in English for an English owner', async () => {
    const answer = await get(`/page-donations/nonprofit/${nonprofitId}/export.xlsx`, owner, 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Donations')!;
    expect(sheet.getRow(1).getCell(7).value).toBe('Gross (EUR)');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(8).getCell(6).value).toBe('Partly refunded');
  });

  it('is fed a batch at a time, every donation once, in date order across equal times', async () => {
    const db = t.database.db;
    const fundraiser = await insertFundraiser(db, {
      userId: (await insertSignedInUser(db)).user.id,
    });
    for (let i = 0; i < 7; i++) {
      await insertDonation(db, {
        fundraiserId: fundraiser.id,
        amountCents: 100 + i,
        status: 'paid',
        donorName: `Same time ${i}`,
        createdAt: at(i < 5 ? '2026-08-01T09:00:00Z' : `2026-08-0${i - 3}T09:00:00Z`),
      });
    }
    // Five at the same microsecond, finer than a JavaScript date: the next batch starts after it.
    await db
      .update(donations)
      .set({ createdAt: sql`${donations.createdAt} + interval '456 microseconds'` })
      .where(eq(donations.fundraiserId, fundraiser.id));
    const seen: number[] = [];
    for await (const batch of exportBatches(db, 'fundraiser', fundraiser.id, {}, 3)) {
      seen.push(...batch.map((row) => row.grossCents));
    }
    expect(seen).toEqual([100, 101, 102, 103, 104, 105, 106]);

    const batches: number[] = [];
    const xlsx = donationsXlsx(db, {
      type: 'fundraiser',
      id: fundraiser.id,
      query: {},
      lang: 'en',
      batchSize: 3,
      onBatch: (rows) => batches.push(rows),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of xlsx.stream) chunks.push(chunk as Buffer);
    expect(batches).toEqual([3, 3, 1]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Donations')!;
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getRow(8).getCell(7).value).toBe(1.06);
  });

  it('stops reading when the reader goes away', async () => {
    const db = t.database.db;
    const fundraiser = await insertFundraiser(db, {
      userId: (await insertSignedInUser(db)).user.id,
    });
    // Messages that do not compress much: the file comes in many pieces.
    for (let i = 0; i < 60; i++) {
      await insertDonation(db, {
        fundraiserId: fundraiser.id,
        amountCents: 100 + i,
        status: 'paid',
        message: randomBytes(3000).toString('base64'),
      });
    }
    let batches = 0;
    const xlsx = donationsXlsx(db, {
      type: 'fundraiser',
      id: fundraiser.id,
      query: {},
      lang: 'en',
      batchSize: 2,
      onBatch: () => batches++,
    });
    await new Promise((resolve) => xlsx.stream.once('data', resolve));
    xlsx.stream.destroy();
    const seen = batches;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toBeLessThan(30);
    expect(batches).toBeLessThanOrEqual(seen + 1);
  });
});

describe('through the route, streamed as the reader reads', () => {
  // Seven batches of EXPORT_BATCH rows, the last one short.
  const ROWS = 6 * EXPORT_BATCH + EXPORT_BATCH / 2;
  const BATCHES = Math.ceil(ROWS / EXPORT_BATCH);
  let pageId: number;
  let pageOwner: string;

  beforeAll(async () => {
    const db = t.database.db;
    const { user, token } = await insertSignedInUser(db);
    pageOwner = token;
    pageId = (await insertFundraiser(db, { userId: user.id })).id;
    // Messages that compress little, so the workbook comes in many pieces too.
    await db.execute(sql`
      INSERT INTO donations (reference, status, amount_cents, target_type, fundraiser_id,
        provider, mode, paid_at, donor_name, message, created_at)
      SELECT 'stream-' || i, 'paid', 100 + i, 'fundraiser', ${pageId}, 'sandbox', 'test', now(),
        'Donor ' || i, md5(i::text) || md5((-i)::text), now() - (i || ' seconds')::interval
      FROM generate_series(1, ${ROWS}::int) AS i`);
  });

  /**
   * The export through the API, with the batches the database has been asked for so far, and
   * `settled`: until no batch is being read and none has started for a tenth of a second, which
   * is as far as the export goes while the reader does not read. (The wait only gives an export
   * that ignored its reader time to run ahead; one that waits for its reader stays within the
   * bounds below however long it is given.)
   */
  async function exportThrough(file: 'export.csv' | 'export.xlsx') {
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    const isBatch = ([text]: unknown[]) =>
      String(typeof text === 'string' ? text : (text as { text?: string }).text).includes(
        '"batch"',
      );
    const batchQueries = () =>
      query.mock.calls.flatMap((call, i) => (isBatch(call) ? [query.mock.results[i]] : []));
    const batches = () => batchQueries().length;
    const settled = async () => {
      for (;;) {
        const before = batches();
        await Promise.allSettled(batchQueries().map((result) => result?.value));
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (batches() === before) return;
      }
    };
    const answer = await t.app.inject({
      url: api(`/page-donations/fundraiser/${pageId}/${file}`),
      headers: { ...bearer(pageOwner), 'accept-language': 'en' },
      payloadAsStream: true,
    });
    expect(answer.statusCode).toBe(200);
    return { body: answer.stream(), batches, settled, done: () => query.mockRestore() };
  }

  it('CSV: reads the next batch only when the reader has taken the rows before it', async () => {
    const csv = await exportThrough('export.csv');
    try {
      await csv.settled();
      const ahead: number[] = [csv.batches()];
      let lines = 0;
      for await (const chunk of csv.body) {
        for (const byte of chunk as Buffer) if (byte === 10) lines++;
        await csv.settled();
        // The header line, then rows: batches read beyond those the reader has taken.
        ahead.push(csv.batches() - Math.ceil(Math.max(0, lines - 1) / EXPORT_BATCH));
      }
      expect(lines).toBe(1 + ROWS);
      expect(csv.batches()).toBe(BATCHES);
      expect(Math.max(...ahead)).toBeLessThanOrEqual(2);
    } finally {
      csv.done();
    }
  }, 120_000);

  it('Excel: reads a few batches ahead of a reader that does not read, not the whole workbook', async () => {
    const xlsx = await exportThrough('export.xlsx');
    try {
      await xlsx.settled();
      const unread = xlsx.batches();
      const chunks: Buffer[] = [];
      for await (const chunk of xlsx.body) chunks.push(chunk as Buffer);
      expect(unread).toBeLessThanOrEqual(3);
      expect(xlsx.batches()).toBe(BATCHES);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('Donations')!.rowCount).toBe(1 + ROWS);
    } finally {
      xlsx.done();
    }
  }, 120_000);
});

describe('who may export, and what is refused', () => {
  it('answers 401 without a session, 403 to someone else, 404 for no page', async () => {
    for (const file of ['export.csv', 'export.xlsx']) {
      expect((await get(`/page-donations/nonprofit/${nonprofitId}/${file}`)).statusCode).toBe(401);
      const refused = await get(`/page-donations/nonprofit/${nonprofitId}/${file}`, stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect((await get(`/page-donations/nonprofit/999999/${file}`, owner)).statusCode).toBe(404);
    }
  });

  it('answers 422 to a filter it cannot read, and never 500 to hostile input', async () => {
    for (const file of ['export.csv', 'export.xlsx']) {
      for (const query of [
        'status=bogus',
        'from=yesterday',
        'target=nonprofit:abc',
        'to=2026-13-45',
      ]) {
        const answer = await get(
          `/page-donations/nonprofit/${nonprofitId}/${file}?${query}`,
          owner,
        );
        expect(answer.statusCode, `${file}?${query}`).toBe(422);
      }
      for (const search of [
        "'; DROP TABLE donations; --",
        '%_\\',
        '=1+1',
        '\u202e\u0007x',
        'é'.repeat(90),
      ]) {
        const answer = await get(
          `/page-donations/nonprofit/${nonprofitId}/${file}?search=${encodeURIComponent(search)}`,
          owner,
        );
        expect(answer.statusCode, `${file} ${search}`).toBeLessThan(500);
      }
    }
    expect(
      (await get(`/page-donations/company/${nonprofitId}/export.xlsx`, owner)).statusCode,
    ).toBeLessThan(500);
  });

  it('writes a workbook Excel can open whatever a donor typed', async () => {
    const db = t.database.db;
    const fundraiser = await insertFundraiser(db, {
      userId: (await insertSignedInUser(db)).user.id,
    });
    await insertDonation(db, {
      fundraiserId: fundraiser.id,
      amountCents: 100,
      status: 'paid',
      donorName: 'Bell\u0007 <b>&</b>',
      message: 'x'.repeat(40_000),
    });
    const xlsx = donationsXlsx(db, {
      type: 'fundraiser',
      id: fundraiser.id,
      query: {},
      lang: 'nl',
    });
    const chunks: Buffer[] = [];
    for await (const chunk of xlsx.stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Donaties')!.getRow(2);
    expect(row.getCell(3).value).toBe('Bell <b>&</b>');
    expect(String(row.getCell(16).value)).toHaveLength(32_767);
  });
});
