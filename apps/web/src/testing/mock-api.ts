import { bundledTranslations } from '@app/i18n';
import { vi } from 'vitest';
import { API_BASE_PATH } from '@/lib/api-client';

export interface MockReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const reply = (
  status: number,
  body?: unknown,
  headers?: Record<string, string>,
): MockReply => ({ status, body, ...(headers ? { headers } : {}) });

type Handler = MockReply | unknown | ((request: Request) => MockReply | unknown | Promise<unknown>);

function isReply(value: unknown): value is MockReply {
  return (
    !!value && typeof value === 'object' && 'status' in value && typeof value.status === 'number'
  );
}

/** Dutch as the API would serve it: the bundled nl strings. */
const dutchTranslations = bundledTranslations.nl;

/**
 * Replaces `fetch` (the network edge) with handlers keyed `METHOD /path` below the API base path,
 * e.g. `'GET /sdg-topics'`. A handler is a JSON body (200), a `reply(status, body)`, or a function of
 * the request. Unknown calls answer 404. Translations default to the bundled files. The map is
 * read on every request, so a test can change it afterwards.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /translations/en': bundledTranslations.en,
    'GET /translations/nl': dutchTranslations,
    // The image picker's crop of a Media Library image: stored under the image's own name here,
    // so that a form test reads the file it chose (the crop's own tests check the request).
    'POST /media/crops': async (request: Request) => {
      const { file } = (await request.json()) as { file: string };
      return reply(201, {
        data: {
          id: 900,
          file,
          url: `/storage/original/${file}`,
          created_at: '2025-06-09T10:00:00.000Z',
        },
      });
    },
  };
  // Looked up per request, so a test may change `handlers` later (e.g. a server that recovers).
  const find = (key: string) => (key in handlers ? handlers[key] : defaults[key]);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(API_BASE_PATH)
      ? url.pathname.slice(API_BASE_PATH.length)
      : url.pathname;
    const handler = find(`${request.method} ${path}`);
    const result: unknown = await (typeof handler === 'function' ? handler(request) : handler);
    const { status, body, headers } = isReply(result)
      ? result
      : result === undefined
        ? reply(404, { message: 'Not found' })
        : reply(200, result);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests the app made, as `METHOD /path` strings. */
export function calledPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname.replace(API_BASE_PATH, '')}`;
  });
}

/** A promise the test settles by hand: shows the state while a request is on its way. */
export function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * The FormData bodies the app handed to fetch for `METHOD /path`. Read from the call itself:
 * the test's fetch stub rebuilds the request in Node's realm, which renames every file 'blob'.
 */
export function sentForms(fetchMock: ReturnType<typeof mockApi>, key: string): FormData[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `${API_BASE_PATH}${path}`;
    })
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);
}
