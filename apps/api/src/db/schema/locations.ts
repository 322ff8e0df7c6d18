import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

const place = {
  name: text().notNull(),
  nameNl: text(),
  description: text(),
  descriptionNl: text(),
  picture: text(),
  logo: text(),
  colorTheme: text(),
};

export const continents = pgTable('continents', { id: id(), ...place, ...timestamps }, (t) => [
  uniqueIndex('continents_name_unique').on(t.name),
]);

export const countries = pgTable(
  'countries',
  {
    id: id(),
    continentId: integer()
      .notNull()
      .references(() => continents.id, { onDelete: 'restrict' }),
    /** ISO 3166-1 alpha-2. */
    code: text().notNull(),
    ...place,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('countries_code_unique').on(t.code),
    index('countries_continent_id_idx').on(t.continentId),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    ...place,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_country_name_unique').on(t.countryId, t.name),
    index('cities_country_id_idx').on(t.countryId),
  ],
);
