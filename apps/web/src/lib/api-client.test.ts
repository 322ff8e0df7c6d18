import { sessionUser } from '@/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { TEST_CSRF } from '@/testing/session-cookies';
import {
  ApiError,
  api,
  contractSchema,
  errorMessage,
  firstFieldErrors,
  parseRetryAfter,
  setFreshProofHandler,
  setUnauthorizedHandler,
  tooManyAttemptsMessage,
} from './api-client';
import { i18n } from './i18n';
import { clearSession, getSession } from './session';

afterEach(() => {
  setUnauthorizedHandler(() => {});
  setFreshProofHandler(undefined);
});

describe('api-client', () => {
  it('calls the API base path with JSON, the active language and the cookie session asked for', async () => {
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
    // A session this request starts (a sign-in) comes as the HttpOnly cookie.
    expect(headers.get('x-pifworld-session')).toBe('cookie');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('x-csrf-token')).toBeNull();
  });

  it('signed in, sends the CSRF cookie as a header with every change and never a token', async () => {
    const fetchMock = mockApi({
      'GET /things': { data: [] },
      'HEAD /things': reply(200),
      'POST /things': reply(201, { id: 1 }),
      'PUT /things/1': { id: 1 },
      'DELETE /things/1': reply(204),
    });
    signIn(sessionUser({ name: 'Sanne' }));

    await api.get('/things');
    await api.post('/things', { name: 'x' });
    await api.put('/things/1', { name: 'y' });
    await api.delete('/things/1');
    await api.file('/things');

    const sent = fetchMock.mock.calls.map(([, init]) => ({
      method: init?.method,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    }));
    expect(sent.map(({ method, headers }) => [method, headers.get('x-csrf-token')])).toEqual([
      ['GET', null],
      ['POST', TEST_CSRF],
      ['PUT', TEST_CSRF],
      ['DELETE', TEST_CSRF],
      ['GET', null],
    ]);
    for (const { headers, credentials } of sent) {
      expect(headers.get('Authorization')).toBeNull();
      expect(headers.get('x-pifworld-session')).toBe('cookie');
      expect(credentials).toBe('same-origin');
    }
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"name":"x"}');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Content-Type')).toBe(
      'application/json',
    );
  });

  it('sends no CSRF header on a change when the browser holds no session cookie', async () => {
    const fetchMock = mockApi({ 'POST /login': { two_factor: { challenge: 'c' } } });

    await api.post('/login', { email: 'a@example.org', password: 'x' }, { redirectOn401: false });

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-csrf-token')).toBeNull();
    expect(headers.get('x-pifworld-session')).toBe('cookie');
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

  it('shows a message the app says itself by its code, in its own words, and any other as sent', async () => {
    await i18n.changeLanguage('nl');
    i18n.addResourceBundle('nl', {
      'donations.messages.targetClosed': 'Deze pagina ontvangt op dit moment geen donaties.',
      'donations.amount.invalid': 'Selecteer een geldig bedrag om te doneren.',
    });
    mockApi({
      'POST /closed': reply(422, {
        code: 'donations.target_closed',
        message: 'Some other wording.',
      }),
      'POST /amount': reply(422, {
        code: 'general.given_data_invalid',
        message: 'Some other wording.',
        errors: { amount: ['Some other wording.'], name: ['Het veld naam is verplicht.'] },
        error_codes: {
          amount: [{ code: 'donations.invalid_amount' }],
          name: [{ code: 'field.required', params: { attribute: 'name' } }],
        },
      }),
    });

    const closed = await api.post('/closed', {}).catch((caught: unknown) => caught);
    expect(closed).toMatchObject({
      message: 'Deze pagina ontvangt op dit moment geen donaties.',
      messageCode: 'donations.target_closed',
    });
    const amount = await api.post('/amount', {}).catch((caught: unknown) => caught);
    expect(amount).toMatchObject({
      errors: {
        amount: ['Selecteer een geldig bedrag om te doneren.'],
        name: ['Het veld naam is verplicht.'],
      },
    });
    await i18n.changeLanguage('en');
  });

  it('on a 401 while signed in clears the session and hands over to the login redirect', async () => {
    mockApi({ 'GET /user/sessions': reply(401, { message: 'Unauthenticated.' }) });
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    signIn(sessionUser({ name: 'Sanne' }));

    await expect(api.get('/user/sessions')).rejects.toMatchObject({ status: 401 });

    expect(toLogin).toHaveBeenCalledOnce();
    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ignores a 401 answering a session the visitor has already signed out of', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    signIn(sessionUser({ name: 'Sanne' }));

    const pending = api.get('/user/sessions');
    clearSession(); // logout happens while the request is on its way
    answer(new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }));

    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(toLogin).not.toHaveBeenCalled();
  });

  it("does not redirect on a 401 that is an answer (a wrong password), nor on a visitor's", async () => {
    mockApi({
      'POST /login': reply(401, { message: 'Invalid credentials.' }),
      'GET /user/sessions': reply(401, { message: 'Unauthenticated.' }),
    });
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);

    await expect(api.get('/user/sessions')).rejects.toMatchObject({ status: 401 });
    signIn(sessionUser({ name: 'Sanne' }));
    await expect(api.post('/login', {}, { redirectOn401: false })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials.',
    });
    expect(toLogin).not.toHaveBeenCalled();
    expect(getSession().user?.name).toBe('Sanne');
  });

  it('reads the Retry-After seconds of a 429 and the error code of a body', async () => {
    mockApi({
      'POST /login': reply(429, { message: 'Too Many Requests' }, { 'Retry-After': '42' }),
      'GET /auth/google/callback': reply(400, { message: 'Expired', error: 'invalid_state' }),
    });

    await expect(api.post('/login', {})).rejects.toMatchObject({ status: 429, retryAfter: 42 });
    await expect(api.get('/auth/google/callback')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_state',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/sdg-topics')).rejects.toMatchObject({ status: 0 });
  });

  it('rejects a response that does not match the schema', async () => {
    mockApi({ 'GET /total-raised': { unexpected: true } });
    await expect(
      api.get('/total-raised', { schema: contractSchema('totalRaisedResponse') }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fresh proof', () => {
  const needsProof = reply(403, {
    message:
      'For your safety, confirm it is you with your password or a second factor, then try again.',
    error: 'fresh_proof_required',
  });

  it('asks for the proof once for requests refused together, then sends each again', async () => {
    let proven = false;
    const fetchMock = mockApi({
      'DELETE /user/1': () => (proven ? { message: 'Deleted.' } : needsProof),
      'POST /donations/7/refund': () => (proven ? { message: 'Refunded.' } : needsProof),
    });
    const body = new FormData();
    body.append('reason', 'twice');
    let prove: (value: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (prove = resolve)));
    setFreshProofHandler(ask);
    signIn();

    const deleting = api.delete('/user/1');
    const refunding = api.post('/donations/7/refund', body);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledOnce());
    proven = true;
    prove(true);

    await expect(deleting).resolves.toEqual({ message: 'Deleted.' });
    await expect(refunding).resolves.toEqual({ message: 'Refunded.' });
    expect(ask).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // The form is sent again as it was, with the session's CSRF header as every change.
    expect(fetchMock.mock.calls[3]?.[1]?.body).toBe(body);
    expect(new Headers(fetchMock.mock.calls[3]?.[1]?.headers).get('x-csrf-token')).toBe(TEST_CSRF);
  });

  it('gives the 403 to the caller when the proof is not given, and asks only once per request', async () => {
    mockApi({ 'DELETE /user/1': needsProof });
    const ask = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    setFreshProofHandler(ask);
    signIn();

    await expect(api.delete('/user/1')).rejects.toMatchObject({
      status: 403,
      code: 'fresh_proof_required',
    });
    // Proven, yet refused again: no second dialog, the answer goes to the caller.
    await expect(api.delete('/user/1')).rejects.toMatchObject({ code: 'fresh_proof_required' });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('leaves any other 403 alone', async () => {
    mockApi({
      'GET /admin/overview': reply(403, { message: 'No.', error: 'second_factor_required' }),
    });
    const ask = vi.fn().mockResolvedValue(true);
    setFreshProofHandler(ask);
    signIn();

    await expect(api.get('/admin/overview')).rejects.toMatchObject({
      code: 'second_factor_required',
    });
    expect(ask).not.toHaveBeenCalled();
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

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, at least 1 second', () => {
    const now = Date.parse('2025-05-01T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('0', now)).toBe(1);
    expect(parseRetryAfter('Thu, 01 May 2025 12:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('tooManyAttemptsMessage', () => {
  it('turns a 429 into the translated wait text, in English and Dutch', async () => {
    const t = i18n.t.bind(i18n);
    const limited = new ApiError(429, 'Too Many Requests', { retryAfter: 42 });

    expect(tooManyAttemptsMessage(limited, t)).toBe(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(tooManyAttemptsMessage(new ApiError(429, 'x', { retryAfter: 1 }), t)).toBe(
      'Too many attempts. Please wait 1 second and try again.',
    );
    expect(tooManyAttemptsMessage(new ApiError(429, 'x'), t)).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(tooManyAttemptsMessage(new ApiError(401, 'x'), t)).toBeNull();

    const { bundledTranslations } = await import('@app/i18n');
    i18n.addResourceBundle('nl', bundledTranslations.nl);
    await i18n.changeLanguage('nl');
    expect(tooManyAttemptsMessage(limited, i18n.t.bind(i18n))).toBe(
      'Te veel pogingen. Wacht 42 seconden en probeer het opnieuw.',
    );
  });
});

describe('firstFieldErrors', () => {
  it('keeps the first message of every field of a 422', () => {
    const error = new ApiError(422, 'Invalid', {
      errors: { email: ['The email has already been taken.', 'Other'], name: [] },
    });
    expect(firstFieldErrors(error)).toEqual({ email: 'The email has already been taken.' });
    expect(firstFieldErrors(new Error('x'))).toEqual({});
  });
});
