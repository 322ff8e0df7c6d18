import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { getSession } from '@/lib/session';

const main = () => within(screen.getByRole('main'));

describe('Undo an e-mail change', () => {
  it('does nothing on opening, undoes on the button and ends the session here', async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      'POST /email-change/undo': async (request: Request) => {
        sent = await request.json();
        return { message: 'Restored.' };
      },
    });
    signIn();
    const { user } = renderApp('/email-change/undo/undo-token-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Undo the e-mail change' }),
    ).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /email-change/undo');
    await user.click(main().getByRole('button', { name: 'Undo the change' }));

    expect(await main().findByRole('status')).toHaveTextContent('Your account is yours again');
    expect(sent).toEqual({ token: 'undo-token-1' });
    await waitFor(() => expect(getSession().user).toBeNull());
  });

  it("shows why a link does not work, in the visitor's language", async () => {
    mockApi({
      'POST /email-change/undo': reply(422, {
        message: 'This link is invalid or has expired.',
        errors: { token: ['This link is invalid or has expired.'] },
      }),
    });
    localStorage.setItem('language', 'nl');
    const { user } = renderApp('/email-change/undo/old-token');

    await user.click(await screen.findByRole('button', { name: 'Wijziging ongedaan maken' }));
    expect(await main().findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  });
});
