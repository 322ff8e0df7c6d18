import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { ApiError, api, errorMessage, setUnauthorizedHandler } from './api-client';
import { i18n } from './i18n';
import { getSession, setSession } from './session';

afterEach(() => setUnauthorizedHandler(() => {}));

describe('api-client', () => {
  it('calls the API base path with JSON, the active language and no token when signed out', async () => {
    const fetchMock = mockApi({ 'GET /total-raised': { total_raised: 1 } });
    await i18n.changeLanguage('nl');

    await expect(api.get('/total-raised', { query: { page: 2 } })).resolves.toEqual({
      total_raised: 1,
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/pifworld/api/v1/total-raised?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('nl');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token and a JSON body when signed in', async () => {
    const fetchMock = mockApi({ 'POST /things': reply(201, { id: 1 }) });
    setSession('tok-1', { id: 1, name: 'Sanne' });

    await api.post('/things', { name: 'x' });

    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('throws a typed ApiError with message and field errors from a 422', async () => {
    mockApi({
      'POST /things': reply(422, {
        message: 'The name field is required.',
        errors: { name: ['Required'] },
      }),
    });

    const error = await api.post('/things', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The name field is required.',
      errors: { name: ['Required'] },
    });
  });

  it('on a 401 with a token clears the session and hands over to the login redirect', async () => {
    mockApi({ 'GET /profile/1': reply(401, { message: 'Unauthenticated.' }) });
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    setSession('expired', { id: 1, name: 'Sanne' });

    await expect(api.get('/profile/1')).rejects.toMatchObject({ status: 401 });

    expect(toLogin).toHaveBeenCalledOnce();
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/sdg-topics')).rejects.toMatchObject({ status: 0 });
  });

  it('rejects a response that does not match the schema', async () => {
    mockApi({ 'GET /total-raised': { unexpected: true } });
    const schema = {
      parse: (data: unknown) => {
        if (!data || typeof data !== 'object' || !('total_raised' in data)) throw new Error('bad');
        return data;
      },
    };
    await expect(api.get('/total-raised', { schema })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('errorMessage', () => {
  it('shows a client error message from the server and the generic text otherwise', () => {
    const generic = 'An error occurred. Please try again later.';
    expect(errorMessage(new ApiError(404, 'Company not found.'), generic)).toBe(
      'Company not found.',
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error'), generic)).toBe(generic);
    expect(errorMessage(new ApiError(0, 'Network error'), generic)).toBe(generic);
    expect(errorMessage(new Error('boom'), generic)).toBe(generic);
  });
});
