import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bearer, type TestApp } from './helpers';
import { form, pngImage } from './images';

export type FormFields = Parameters<typeof form>[0];

/** A PNG upload for a multipart form field. */
export const pngUpload = async (filename = 'picture.png') => ({
  data: await pngImage(),
  filename,
  type: 'image/png',
});

/** A word no other page has, so that searches find exactly what a test made. */
export const uniqueWord = () =>
  `Qz${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * Requests and storage checks the write tests share. `app` is a getter, since the test app is
 * made in `beforeAll`.
 */
export function apiRequests(app: () => TestApp) {
  const api = (p: string) => `/pifworld/api/v1${p}`;
  const get = (url: string, token?: string) =>
    app().app.inject({ url: api(url), headers: token ? bearer(token) : {} });
  const suggestions = async (query: string) =>
    (await get(`/universal-search/${encodeURIComponent(query)}`)).json().data as {
      id: number;
      type: string;
      title: string;
    }[];
  return {
    api,
    get,
    /** A multipart POST (or a DELETE) as a browser sends it, with or without a token. */
    send: (
      method: 'POST' | 'DELETE',
      url: string,
      token: string | null,
      fields?: FormFields,
      headers: Record<string, string> = {},
    ) =>
      app().app.inject({
        method,
        url: api(url),
        headers: { ...headers, ...(token ? bearer(token) : {}) },
        ...(fields ? { payload: form(fields) } : {}),
      }),
    /** The files in the storage folder, sorted. */
    stored: () =>
      readdirSync(app().config.STORAGE_DIR)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    fileExists: (name: string) => existsSync(path.join(app().config.STORAGE_DIR, name)),
    /** Ids of the universal search's suggestions of one type. */
    searchIds: async (query: string, type: string) =>
      (await suggestions(query)).filter((s) => s.type === type).map((s) => s.id),
    /** Titles of the universal search's suggestions of one type. */
    searchTitles: async (query: string, type: string) =>
      (await suggestions(query)).filter((s) => s.type === type).map((s) => s.title),
  };
}
