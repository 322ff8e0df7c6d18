import {
  and,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  accessTokens,
  auditEntries,
  blogPosts,
  companies,
  companyEvents,
  contactMessages,
  contentBlocks,
  donationPackages,
  donationRefunds,
  donations,
  emailChanges,
  emailConfirmations,
  passkeys,
  recoveryCodes,
  totpFactors,
  events,
  follows,
  fundraisers,
  jobs,
  mailOutbox,
  media,
  mollieConnections,
  mollieConnectStates,
  nonprofits,
  pageActivity,
  pageInvitations,
  pageMembers,
  pageReports,
  pageUpdates,
  passwordResets,
  premiumPurchases,
  projects,
  searchEntries,
  searchWords,
  subscriptions,
  users,
} from '../../db/schema';
import { enqueueTask } from '../../queue/tasks';

/**
 * The registry of personal data: for every table that holds a person's data (or points at a
 * person), what the download holds of it and what erasure does to it. The download and both
 * erasures (account deletion, the guest donor's link) read only this list, so they cannot drift
 * apart; `personal-data.test.ts` compares it with the migrated database and fails for a column
 * that looks personal (see PERSONAL_COLUMN) in a table or column the registry does not name.
 */

/** The account whose data is downloaded or erased. */
export type Account = typeof users.$inferSelect;

export type Row = Record<string, unknown>;

/**
 * What erasure does to a table's rows of one person.
 * - `cascade` / `set-null`: the foreign key to users does it when the account row goes (the test
 *   checks the constraint says so); `set-null` is for money records that keep nothing else personal.
 * - `with-page`: the rows belong to a page of the account and go with it (cascade on the page).
 * - `run`: code in the deleting transaction; `account` / `afterAccount` for account deletion,
 *   `email` for a guest's address (answers how many rows it changed).
 */
export type Erasure =
  | { kind: 'cascade' }
  /** Rows that stay as written, with the reason (the console's audit log cannot be changed). */
  | { kind: 'kept'; why: string }
  | { kind: 'set-null' }
  | { kind: 'with-page' }
  | {
      kind: 'run';
      /** Before the account row goes (its rows are still linked to it). */
      account?: (tx: Db, account: Account) => Promise<void>;
      /** After it went, with its pages. */
      afterAccount?: (tx: Db, account: Account) => Promise<void>;
      email?: (tx: Db, email: string) => Promise<number>;
    };

export interface PersonalTable {
  /** SQL name. */
  table: string;
  /**
   * Every column that holds a person's data or points at a person (snake_case, as in SQL).
   * The test fails for a column that looks personal and is missing here.
   */
  columns: readonly string[];
  /** The rows the download holds (secrets left out), or why the table is not in it. */
  export: ((db: Db, account: Account) => Promise<Row[]>) | { notExported: string };
  erase: Erasure;
}

/** Columns that never leave the server, not even to their owner: hashes, secrets, search data. */
const SECRET = new Set([
  'passwordHash',
  'tokenHash',
  'undoTokenHash',
  'stateHash',
  'accessTokenEncrypted',
  'refreshTokenEncrypted',
  'secretSealed',
  'codeHash',
  'webauthnChallenge',
  'searchVector',
  'nameKey',
]);

/** `fooBar` -> `foo_bar`: data.json uses the column names of the database. */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function plain(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (!SECRET.has(key)) out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Every column of `table` (but the secret ones) of the rows `where` picks, oldest first. */
function rowsOf(table: PgTable, where: (account: Account) => SQL | undefined) {
  return async (db: Db, account: Account) => {
    const columns = getTableColumns(table);
    const order = 'id' in columns ? columns.id! : Object.values(columns)[0]!;
    const rows = await db
      .select()
      .from(table)
      .where(where(account))
      .orderBy(order as never);
    return rows.map((row) => plain(row as Record<string, unknown>));
  };
}

const ownNonprofitIds = (db: Db, account: Account) =>
  db.select({ id: nonprofits.id }).from(nonprofits).where(eq(nonprofits.userId, account.id));

/** Lower-cased, as users.email is stored; donations and mails keep what was typed. */
const sameAddress = (column: AnyPgColumn, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * What was given or written with the account's address, before or without an account: only an
 * account that proved it owns the address reaches it. Anyone can open an account with someone
 * else's address; until it is confirmed, deleting that account must not erase (or stop) another
 * person's gifts, nor hand over their mail.
 */
const ownAddress = (column: AnyPgColumn, a: Account) =>
  a.emailConfirmedAt ? sameAddress(column, a.email) : sql`false`;

/**
 * The address as a whole word of the text, case-insensitive: `ann@example.org` is not in
 * `joann@example.org` nor in `ann@example.org.uk`, and is in `ann@example.org.` at the end of a
 * sentence.
 */
const mentions = (column: AnyPgColumn, email: string) => {
  const quoted = email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sql`${column} ~* ${`(^|[^a-z0-9._%+-])${quoted}($|[^a-z0-9.-]|[.]($|[^a-z0-9]))`}`;
};

/** The personal fields of a donation; what stays is the money record (ADR 017). */
const donorFieldsCleared = {
  donorUserId: null,
  donorName: null,
  donorEmail: null,
  message: null,
  anonymous: true,
  // Nothing of the donor is left to show on a donor wall.
  showPublicly: false,
} as const;

/** Reports keep what was reported, not who reported it. */
async function forgetReporter(tx: Db, where: SQL | undefined): Promise<number> {
  const changed = await tx
    .update(pageReports)
    .set({ reporterEmail: null, reporterUserId: null })
    .where(
      and(where, or(isNotNull(pageReports.reporterEmail), isNotNull(pageReports.reporterUserId))),
    )
    .returning({ id: pageReports.id });
  return changed.length;
}

async function clearDonations(tx: Db, where: SQL | undefined): Promise<number> {
  const changed = await tx
    .update(donations)
    .set({ ...donorFieldsCleared, updatedAt: new Date() })
    .where(
      and(
        where,
        or(
          isNotNull(donations.donorUserId),
          isNotNull(donations.donorName),
          isNotNull(donations.donorEmail),
          isNotNull(donations.message),
        ),
      ),
    )
    .returning({ id: donations.id });
  return changed.length;
}

/** E-mails to, from or mentioning the address (a queued one is then never sent). */
/** Stops the running monthly gifts `where` picks (queued), and clears who gave them. */
async function clearGifts(tx: Db, where: SQL | undefined): Promise<number> {
  const running = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(where, inArray(subscriptions.status, ['pending', 'active'])));
  for (const gift of running) {
    await enqueueTask(tx, {
      kind: 'subscription-stop',
      payload: { subscriptionId: gift.id, reason: 'donor' },
      key: `subscription-stop:${gift.id}`,
    });
  }
  const changed = await tx
    .update(subscriptions)
    .set({ donorUserId: null, donorName: null, donorEmail: null, updatedAt: new Date() })
    .where(and(where, or(isNotNull(subscriptions.donorName), isNotNull(subscriptions.donorEmail))))
    .returning({ id: subscriptions.id });
  return changed.length;
}

async function deleteMails(tx: Db, email: string): Promise<number> {
  const address = email.toLowerCase();
  const gone = await tx
    .delete(mailOutbox)
    .where(
      or(
        sameAddress(mailOutbox.to, address),
        sameAddress(mailOutbox.replyTo, address),
        mentions(mailOutbox.text, address),
        mentions(mailOutbox.html, address),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

async function deleteContactMessages(tx: Db, email: string): Promise<number> {
  const gone = await tx
    .delete(contactMessages)
    .where(sameAddress(contactMessages.email, email))
    .returning({ id: contactMessages.id });
  return gone.length;
}

/**
 * E-mails to the account's address that are not about the account: receipts (a signed-in gift is
 * in the download itself; a guest gift with the address is not the account's) and contact mails.
 */
const NOT_ABOUT_THE_ACCOUNT = ['donation-receipt', 'contact'];

/**
 * Words of the account's name that no page name has any more (the header search keeps the words
 * of page names, and a page named after its owner went with the account).
 */
async function forgetNameWords(tx: Db, account: Account): Promise<void> {
  const words = account.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return;
  await tx
    .delete(searchWords)
    .where(
      and(
        inArray(searchWords.word, words),
        sql`not exists (select 1 from ${searchEntries} e where position(${searchWords.word} in lower(e.names)) > 0)`,
      ),
    );
}

export const personalTables: readonly PersonalTable[] = [
  {
    table: 'users',
    columns: [
      'name',
      'email',
      'email_confirmed_at',
      'pending_email',
      'password_hash',
      'description',
      'logo',
      'background_image',
      'google_id',
      'facebook_id',
    ],
    export: rowsOf(users, (a) => eq(users.id, a.id)),
    // The row itself is what account deletion deletes (users.service deleteUser).
    erase: { kind: 'cascade' },
  },
  {
    table: 'access_tokens',
    // The sessions: when, and the browser and network they began from (to recognise them).
    columns: ['user_id', 'user_agent', 'ip_prefix'],
    export: rowsOf(accessTokens, (a) => eq(accessTokens.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'totp_factors',
    columns: ['user_id'],
    // When the authenticator app was set up; never its secret.
    export: rowsOf(totpFactors, (a) => eq(totpFactors.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'passkeys',
    columns: ['user_id', 'name'],
    export: rowsOf(passkeys, (a) => eq(passkeys.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'recovery_codes',
    columns: ['user_id'],
    // When codes were made and used; never the codes.
    export: rowsOf(recoveryCodes, (a) => eq(recoveryCodes.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'auth_challenges',
    columns: ['user_id'],
    export: {
      notExported:
        'a sign-in step waiting for its second factor: a hash and a counter for ten minutes',
    },
    erase: { kind: 'cascade' },
  },
  {
    table: 'password_resets',
    columns: ['user_id'],
    export: rowsOf(passwordResets, (a) => eq(passwordResets.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'email_confirmations',
    columns: ['user_id', 'email'],
    export: rowsOf(emailConfirmations, (a) => eq(emailConfirmations.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'email_changes',
    columns: ['user_id', 'old_email', 'new_email'],
    export: rowsOf(emailChanges, (a) => eq(emailChanges.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'nonprofits',
    columns: ['user_id', 'email', 'phone', 'address_line1'],
    export: rowsOf(nonprofits, (a) => eq(nonprofits.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'events',
    columns: ['user_id', 'address_line1'],
    export: rowsOf(events, (a) => eq(events.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'projects',
    columns: ['user_id'],
    export: rowsOf(projects, (a) => eq(projects.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'fundraisers',
    columns: ['user_id', 'address_line1'],
    export: rowsOf(fundraisers, (a) => eq(fundraisers.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'companies',
    columns: ['user_id', 'email', 'phone', 'address_line1', 'post_code'],
    export: rowsOf(companies, (a) => eq(companies.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'company_events',
    columns: ['user_id', 'host_friendly_name'],
    export: rowsOf(companyEvents, (a) => eq(companyEvents.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'jobs',
    columns: ['user_id', 'email', 'contact'],
    export: rowsOf(jobs, (a) => eq(jobs.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'donation_packages',
    columns: [],
    export: async (db, a) =>
      rowsOf(donationPackages, () => inArray(donationPackages.nonprofitId, ownNonprofitIds(db, a)))(
        db,
        a,
      ),
    erase: { kind: 'with-page' },
  },
  {
    table: 'content_blocks',
    columns: [],
    export: async (db, a) => {
      const own = (table: typeof companies | typeof nonprofits | typeof fundraisers) =>
        db.select({ id: table.id }).from(table).where(eq(table.userId, a.id));
      return rowsOf(contentBlocks, () =>
        or(
          inArray(contentBlocks.nonprofitId, own(nonprofits)),
          inArray(contentBlocks.fundraiserId, own(fundraisers)),
          inArray(contentBlocks.companyId, own(companies)),
          inArray(
            contentBlocks.eventId,
            db.select({ id: events.id }).from(events).where(eq(events.userId, a.id)),
          ),
          inArray(
            contentBlocks.projectId,
            db.select({ id: projects.id }).from(projects).where(eq(projects.userId, a.id)),
          ),
          inArray(
            contentBlocks.companyEventId,
            db
              .select({ id: companyEvents.id })
              .from(companyEvents)
              .where(eq(companyEvents.userId, a.id)),
          ),
        ),
      )(db, a);
    },
    erase: { kind: 'with-page' },
  },
  {
    table: 'page_updates',
    columns: ['user_id'],
    export: rowsOf(pageUpdates, (a) => eq(pageUpdates.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'follows',
    columns: ['user_id'],
    export: rowsOf(follows, (a) => eq(follows.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'page_members',
    columns: ['user_id'],
    export: rowsOf(pageMembers, (a) => eq(pageMembers.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'page_invitations',
    columns: ['email', 'invited_by', 'accepted_by'],
    // Those the account sent, took up, or that were sent to its proven address.
    export: rowsOf(pageInvitations, (a) =>
      or(
        eq(pageInvitations.invitedBy, a.id),
        eq(pageInvitations.acceptedBy, a.id),
        ownAddress(pageInvitations.email, a),
      ),
    ),
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        await tx
          .delete(pageInvitations)
          .where(
            or(
              eq(pageInvitations.invitedBy, a.id),
              eq(pageInvitations.acceptedBy, a.id),
              ownAddress(pageInvitations.email, a),
            ),
          );
      },
      email: async (tx, email) => {
        const gone = await tx
          .delete(pageInvitations)
          .where(sameAddress(pageInvitations.email, email))
          .returning({ id: pageInvitations.id });
        return gone.length;
      },
    },
  },
  {
    table: 'page_activity',
    columns: ['user_id', 'subject'],
    // The changes the account made on pages. The page keeps the entry, without its author; a
    // team entry's subject that names the person (an invited address, a helper's name) goes.
    export: rowsOf(pageActivity, (a) => eq(pageActivity.userId, a.id)),
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        await tx
          .update(pageActivity)
          .set({ subject: null })
          .where(
            and(
              sql`${pageActivity.action} like 'team.%'`,
              or(mentions(pageActivity.subject, a.email), eq(pageActivity.subject, a.name)),
            ),
          );
        await tx.update(pageActivity).set({ userId: null }).where(eq(pageActivity.userId, a.id));
      },
      email: async (tx, email) => {
        const gone = await tx
          .update(pageActivity)
          .set({ subject: null })
          .where(
            and(sql`${pageActivity.action} like 'team.%'`, mentions(pageActivity.subject, email)),
          )
          .returning({ id: pageActivity.id });
        return gone.length;
      },
    },
  },
  {
    table: 'media',
    columns: ['user_id'],
    export: rowsOf(media, (a) => eq(media.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'donations',
    columns: ['donor_user_id', 'donor_name', 'donor_email', 'message'],
    // Gifts made signed in. Gifts made without an account are linked by an e-mail address: they
    // are erased with an account that proved it owns that address (never with one that did not),
    // and the receipt's link erases them; they are not handed over in a download.
    export: rowsOf(donations, (a) => eq(donations.donorUserId, a.id)),
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        await clearDonations(
          tx,
          or(eq(donations.donorUserId, a.id), ownAddress(donations.donorEmail, a)),
        );
      },
      // Gifts made signed in belong to that account: deleting it is how they are erased.
      email: (tx, email) =>
        clearDonations(
          tx,
          and(isNull(donations.donorUserId), sameAddress(donations.donorEmail, email)),
        ),
    },
  },
  {
    table: 'subscriptions',
    columns: ['donor_user_id', 'donor_name', 'donor_email'],
    // Monthly gifts, linked as donations are. Erased, a running gift is stopped too
    // (the queue asks the provider): nobody is charged whom the platform can no longer write to.
    export: rowsOf(subscriptions, (a) => eq(subscriptions.donorUserId, a.id)),
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        await clearGifts(
          tx,
          or(eq(subscriptions.donorUserId, a.id), ownAddress(subscriptions.donorEmail, a)),
        );
      },
      email: (tx, email) =>
        clearGifts(
          tx,
          and(isNull(subscriptions.donorUserId), sameAddress(subscriptions.donorEmail, email)),
        ),
    },
  },
  {
    table: 'donation_refunds',
    columns: ['requested_by_user_id'],
    // The refunds the account made as a page owner: money records (amount, status, reason about
    // the gift) that stay with the donation; the link to who asked is cleared.
    export: rowsOf(donationRefunds, (a) => eq(donationRefunds.requestedByUserId, a.id)),
    erase: { kind: 'set-null' },
  },
  {
    table: 'page_reports',
    columns: ['reporter_email', 'reporter_user_id', 'resolved_by_user_id'],
    // Reports of pages the account sent, signed in or with its address. Erased, the
    // report stays for the operators without who sent it.
    export: rowsOf(pageReports, (a) =>
      or(eq(pageReports.reporterUserId, a.id), ownAddress(pageReports.reporterEmail, a)),
    ),
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        await forgetReporter(
          tx,
          or(eq(pageReports.reporterUserId, a.id), ownAddress(pageReports.reporterEmail, a)),
        );
      },
      email: (tx, email) => forgetReporter(tx, sameAddress(pageReports.reporterEmail, email)),
    },
  },
  {
    table: 'audit_entries',
    columns: ['actor_id', 'target_id', 'reason'],
    // The console's log: what the account did as an operator, and what operators did
    // to the account. It holds ids and changed fields, never a name or an address.
    export: rowsOf(auditEntries, (a) =>
      or(
        eq(auditEntries.actorId, a.id),
        and(eq(auditEntries.targetType, 'user'), eq(auditEntries.targetId, String(a.id))),
      ),
    ),
    erase: {
      kind: 'kept',
      why: 'the record of what operators changed cannot be changed (a trigger refuses it); it names people by id only, and the erased account id then names nobody',
    },
  },
  {
    table: 'premium_purchases',
    columns: ['user_id'],
    export: rowsOf(premiumPurchases, (a) => eq(premiumPurchases.userId, a.id)),
    // A money record: amount, plan, status and provider id stay; the buyer link is cleared.
    erase: { kind: 'set-null' },
  },
  {
    table: 'mollie_connections',
    columns: ['connected_by_user_id'],
    export: rowsOf(mollieConnections, (a) => eq(mollieConnections.connectedByUserId, a.id)),
    // Belongs to a non-profit (gone with the account's own ones); another owner's keeps it.
    erase: { kind: 'set-null' },
  },
  {
    table: 'oauth_states',
    columns: ['link_user_id'],
    export: {
      notExported:
        'a sign-in link to a provider, started and unfinished: a hash and a verifier for ten minutes',
    },
    erase: { kind: 'cascade' },
  },
  {
    table: 'mollie_connect_states',
    columns: ['user_id'],
    export: rowsOf(mollieConnectStates, (a) => eq(mollieConnectStates.userId, a.id)),
    erase: { kind: 'cascade' },
  },
  {
    table: 'blog_posts',
    columns: ['author_id'],
    export: rowsOf(blogPosts, (a) => eq(blogPosts.authorId, a.id)),
    // The platform's articles stay published without their author.
    erase: { kind: 'set-null' },
  },
  {
    table: 'search_words',
    columns: ['word'],
    export: { notExported: 'words of page names, linked to nobody' },
    erase: { kind: 'run', afterAccount: forgetNameWords },
  },
  {
    table: 'mail_outbox',
    columns: ['to', 'reply_to', 'text', 'html'],
    export: rowsOf(mailOutbox, (a) =>
      and(
        ownAddress(mailOutbox.to, a),
        gte(mailOutbox.createdAt, a.createdAt),
        ...NOT_ABOUT_THE_ACCOUNT.map((kind) => ne(mailOutbox.kind, kind)),
      ),
    ),
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        if (a.emailConfirmedAt) await deleteMails(tx, a.email);
      },
      email: deleteMails,
    },
  },
  {
    table: 'contact_messages',
    columns: ['name', 'email', 'message'],
    export: {
      notExported:
        'linked only by the e-mail address typed into the contact form, which nobody proved to own',
    },
    erase: {
      kind: 'run',
      account: async (tx, a) => {
        if (a.emailConfirmedAt) await deleteContactMessages(tx, a.email);
      },
      email: deleteContactMessages,
    },
  },
];

/**
 * Columns that look like a person's data, by name: ids of users, e-mail addresses, phone
 * numbers, addresses, IP addresses, donors, messages, names of people, sign-in identities.
 * Columns referencing users(id) count whatever their name.
 */
export const PERSONAL_COLUMN =
  /^(user_id|users_id|author_id|owner_id|creator_id|to|reply_to|contact|message|google_id|facebook_id)$|_user_id$|email|phone|(^|_)ip(_address)?$|^donor_|first_name|last_name|full_name|friendly_name|password|^address|post_code|birth/;

/**
 * Tables whose columns match PERSONAL_COLUMN but hold nobody's data, with the reason.
 * Keyed `table.column`.
 */
export const notPersonal: Readonly<Record<string, string>> = {
  'sandbox_customers.name':
    "the payment sandbox's own customers, kept as a payment provider keeps them (test mode only)",
  'sandbox_customers.email':
    "the payment sandbox's own customers, kept as a payment provider keeps them (test mode only)",
};
