import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { readWithSession, sessionOf } from '@/testing/session-cookies';

afterEach(() => vi.restoreAllMocks());

describe('Settings: Download my data', () => {
  it('fetches the ZIP with the session and hands it to the browser as pifworld-my-data.zip', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const pending = deferred();
    const fetchMock = mockApi({
      ...profileApi(),
      'GET /privacy/export': async (request: Request) => {
        expect(sessionOf(request)).toEqual(readWithSession);
        await pending.promise;
        return reply(200, 'zip bytes', { 'Content-Type': 'application/zip' });
      },
    });
    signIn();
    const { user } = renderApp('/profile?tab=settings');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Download my data' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('button', { name: 'Preparing your file...' })).toBeDisabled();
    pending.resolve(undefined);
    await screen.findByRole('button', { name: 'Download my data' });
    expect(calledPaths(fetchMock)).toContain('GET /privacy/export');
    expect(save).toHaveBeenCalledTimes(1);
    const [file, name] = save.mock.calls[0]!;
    expect(name).toBe('pifworld-my-data.zip');
    expect(file.type).toBe('application/zip');
    expect(await file.text()).toBe('"zip bytes"');
    // Deleting stays where it was, below.
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeVisible();
  });

  it('says when the file could not be made, and how long to wait past the limit', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const answers = [
      reply(500, { message: 'Server Error' }),
      reply(429, { message: 'Too many attempts.' }, { 'Retry-After': '120' }),
    ];
    mockApi({ ...profileApi(), 'GET /privacy/export': () => answers.shift() });
    signIn();
    const { user } = renderApp('/profile?tab=settings');
    const button = await screen.findByRole('button', { name: 'Download my data' });

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not prepare your file. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/120/);
    expect(save).not.toHaveBeenCalled();
  });

  it('is in Dutch when the site is', async () => {
    mockApi(profileApi());
    signIn();
    const { user } = renderApp('/profile?tab=settings');
    await screen.findByRole('button', { name: 'Download my data' });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByRole('button', { name: 'Download mijn gegevens' })).toBeVisible();
  });
});
