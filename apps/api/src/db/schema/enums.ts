import { pgEnum } from 'drizzle-orm/pg-core';

export const languageEnum = pgEnum('language', ['en', 'nl']);
