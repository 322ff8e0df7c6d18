import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { ownerId } from './users';

/**
 * The image picker's Media Library: every image a user uploaded (re-encoded and stored under a
 * server-made name). A page may use a file from its owner's library by name.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    userId: ownerId(),
    file: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('media_file_unique').on(t.file),
    index('media_user_id_idx').on(t.userId, t.createdAt),
  ],
);
