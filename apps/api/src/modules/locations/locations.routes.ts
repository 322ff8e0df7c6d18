import { langQuery, locationListResponse, type LocationItem } from '@app/contract';
import type { Language } from '@app/i18n';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { cities, continents, countries } from '../../db/schema';
import { localize } from '../../lib/localize';
import { camelCase, readErrors } from '../../lib/openapi';

interface PlaceRow {
  id: number;
  name: string;
  nameNl: string | null;
  description: string | null;
  descriptionNl: string | null;
  picture: string | null;
  logo: string | null;
  colorTheme: string | null;
  parentName?: string | null;
  parentNameNl?: string | null;
}

function toItem(row: PlaceRow, lang: Language): LocationItem {
  return {
    id: row.id,
    name: localize(lang, row.name, row.nameNl),
    description:
      row.description === null ? null : localize(lang, row.description, row.descriptionNl),
    picture: row.picture,
    logo: row.logo,
    colorTheme: row.colorTheme,
    parent_topic: row.parentName
      ? { name: localize(lang, row.parentName, row.parentNameNl) }
      : null,
  };
}

const place = <T extends typeof cities | typeof countries | typeof continents>(table: T) => ({
  id: table.id,
  name: table.name,
  nameNl: table.nameNl,
  description: table.description,
  descriptionNl: table.descriptionNl,
  picture: table.picture,
  logo: table.logo,
  colorTheme: table.colorTheme,
});

async function listCities(db: Db, lang: Language) {
  const rows = await db
    .select({ ...place(cities), parentName: countries.name, parentNameNl: countries.nameNl })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(asc(cities.name));
  return rows.map((row) => toItem(row, lang));
}

async function listCountries(db: Db, lang: Language) {
  const rows = await db
    .select({ ...place(countries), parentName: continents.name, parentNameNl: continents.nameNl })
    .from(countries)
    .innerJoin(continents, eq(continents.id, countries.continentId))
    .orderBy(asc(countries.name));
  return rows.map((row) => toItem(row, lang));
}

async function listContinents(db: Db, lang: Language) {
  const rows = await db.select(place(continents)).from(continents).orderBy(asc(continents.name));
  return rows.map((row) => toItem(row, lang));
}

/** Places for the Location page: cities (with their country), countries (continent), continents. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = { cities: listCities, countries: listCountries, continents: listContinents };
  for (const [name, list] of Object.entries(lists)) {
    app.get(
      `/${name}`,
      {
        schema: {
          tags: ['locations'],
          operationId: camelCase('list', name),
          security: [],
          summary: `All ${name}, in the requested language`,
          querystring: langQuery,
          response: { ...readErrors(), 200: locationListResponse },
        },
      },
      async (request) => ({ data: await list(app.db, request.lang) }),
    );
  }
};
