import { DONOR_ERASURE_LINK_DAYS } from '@app/contract';
import type { Language } from '@app/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createSecretBox, type SecretBox } from '../../lib/secret-box';
import { personalTables, type Account, type Row } from './personal-data';

const DAY = 24 * 60 * 60_000;

/** data.json: the account's data, table by table, and what is kept elsewhere and why not here. */
export interface PersonalData {
  format: 'pifworld-personal-data/1';
  exported_at: string;
  language: Language;
  tables: Record<string, Row[]>;
  not_included: Record<string, string>;
}

/**
 * Everything the registry exports for the account, read in one snapshot with the account row
 * (answered beside it); undefined when the account is gone.
 */
export async function exportPersonalData(
  db: Db,
  userId: number,
  language: Language,
): Promise<{ account: Account; data: PersonalData } | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId));
    if (!account) return undefined;
    const tables: Record<string, Row[]> = {};
    const notIncluded: Record<string, string> = {};
    for (const entry of personalTables) {
      if (typeof entry.export === 'function') tables[entry.table] = await entry.export(tx, account);
      else notIncluded[entry.table] = entry.export.notExported;
    }
    const data: PersonalData = {
      format: 'pifworld-personal-data/1',
      exported_at: new Date().toISOString(),
      language,
      tables,
      not_included: notIncluded,
    };
    return { account, data };
  });
}

/**
 * Erases the account inside `tx` (the caller's transaction): the registry's own steps, then the
 * account row, whose foreign keys delete or unlink the rest (ADR 017). Answers the deleted row.
 */
export async function eraseAccount(tx: Db, userId: number): Promise<Account | undefined> {
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!account) return undefined;
  for (const { erase } of personalTables) {
    if (erase.kind === 'run' && erase.account) await erase.account(tx, account);
  }
  await tx.delete(users).where(eq(users.id, userId));
  for (const { erase } of personalTables) {
    if (erase.kind === 'run' && erase.afterAccount) await erase.afterAccount(tx, account);
  }
  return account;
}

/**
 * Erases what is stored under an e-mail address without an account (a guest donor's gifts,
 * e-mails, contact messages), in one transaction. Asked twice, it finds nothing the second time.
 * Answers how many donations lost their personal fields.
 */
export async function eraseByEmail(db: Db, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    let donationsChanged = 0;
    for (const entry of personalTables) {
      if (entry.erase.kind !== 'run' || !entry.erase.email) continue;
      const changed = await entry.erase.email(tx, email);
      if (entry.table === 'donations') donationsChanged = changed;
    }
    return donationsChanged;
  });
}

/**
 * The guest donor's erasure link: the e-mail address and an expiry, sealed (AES-256-GCM under
 * APP_KEY, lib/secret-box.ts), so the link neither shows the address nor can be made for another
 * one. A purpose field keeps other sealed values from passing as a link.
 */
const PURPOSE = 'donor-erasure';

export function donorErasureLinks(
  appKey: string | undefined,
  box: SecretBox = createSecretBox(appKey),
) {
  return {
    token(email: string, now = Date.now()): string {
      return box.seal(
        JSON.stringify({
          p: PURPOSE,
          e: email.toLowerCase(),
          x: now + DONOR_ERASURE_LINK_DAYS * DAY,
        }),
      );
    },
    /** The e-mail address of a valid token; 'expired' or 'invalid' otherwise. */
    read(token: string, now = Date.now()): { email: string } | 'expired' | 'invalid' {
      let value: unknown;
      try {
        value = JSON.parse(box.open(token));
      } catch {
        return 'invalid';
      }
      const { p, e, x } = (value ?? {}) as { p?: unknown; e?: unknown; x?: unknown };
      if (p !== PURPOSE || typeof e !== 'string' || typeof x !== 'number') return 'invalid';
      return x < now ? 'expired' : { email: e };
    },
  };
}
