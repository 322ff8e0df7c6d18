import type { CropRect, PictureShape } from '@app/contract';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { ownerId } from './users';

/**
 * The image picker's Media Library: every image a user uploaded (re-encoded and stored under a
 * server-made name). A page may use a file from its owner's library by name.
 *
 * A crop is a row too: the picture cut from an original (`sourceId`) for one place (`shape`:
 * banner, logo, card, share) by the owner's rectangle in the original's pixels (`crop`), stored
 * as its own file. The library lists originals only; a page names the crop's file.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    userId: ownerId(),
    file: text().notNull(),
    sourceId: integer().references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    shape: text().$type<PictureShape>(),
    crop: jsonb().$type<CropRect>(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('media_file_unique').on(t.file),
    index('media_user_id_idx').on(t.userId, t.createdAt),
    index('media_source_id_idx').on(t.sourceId),
  ],
);
