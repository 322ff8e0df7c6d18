import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monthlyGift, stoppedGift } from '@/features/subscriptions/testing/subscription-fixtures';
import { signIn } from '@/testing/profile-api';
import { changeWithSession, sessionOf } from '@/testing/session-cookies';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'v1.sealed-gift-31';
const route = `/monthly-giving/${TOKEN}`;
const LINK = `GET /subscriptions/link/${TOKEN}`;

/** Serious and critical WCAG A/AA findings (contrast needs a real browser: e2e checks it). */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
}

const summary = () => within(screen.getByRole('table', { name: 'Your monthly donation' }));

describe(
  'A monthly donation by its stop link (/monthly-giving/{token})',
  { timeout: 15_000 },
  () => {
    it('shows the gift and sends nothing but the look-up on opening', async () => {
      const fetchMock = mockApi({ [LINK]: monthlyGift({ covered_fee: 0.49 }) });
      renderApp(route);

      expect(
        screen.getByRole('heading', { level: 1, name: 'Your monthly donation' }),
      ).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Loading your monthly donation...');
      await screen.findByRole('table', { name: 'Your monthly donation' });
      expect(
        summary().getByRole('row', {
          name: 'Amount €10.49 every month (€10.00 donation + €0.49 fee you covered)',
        }),
      ).toBeVisible();
      expect(summary().getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
        'href',
        '/fundraiser-details/77',
      );
      expect(summary().getByRole('row', { name: 'Status Active' })).toBeVisible();
      expect(summary().getByRole('row', { name: 'Started on November 25, 2026' })).toBeVisible();
      expect(summary().getByRole('row', { name: 'Next payment December 25, 2026' })).toBeVisible();
      expect(
        summary().getByRole('row', { name: 'Payments so far 2 payments, €20.00 in total' }),
      ).toBeVisible();
      expect(document.title).toBe('Your monthly donation | PifWorld');
      expect(calledPaths(fetchMock).filter((path) => !path.includes('/translations'))).toEqual([
        LINK,
      ]);
      expect(await seriousFindings()).toEqual([]);
    });

    it('stops it with the link’s token after a confirmation, with the keyboard alone, and says so', async () => {
      const pending = deferred();
      // A session in this browser plays no part for the API (the link is what counts), but its
      // cookie goes along: the change carries the CSRF header, or the API would refuse it.
      signIn();
      let stopped = false;
      const fetchMock = mockApi({
        [LINK]: () => (stopped ? stoppedGift() : monthlyGift()),
        'POST /subscriptions/31/stop': async (request: Request) => {
          expect(await request.json()).toEqual({ token: TOKEN });
          expect(sessionOf(request)).toEqual(changeWithSession);
          await pending.promise;
          stopped = true;
          return stoppedGift();
        },
      });
      const { user } = renderApp(route);
      const stop = await screen.findByRole('button', { name: 'Stop my monthly donation' });

      while (document.activeElement !== stop) await user.tab();
      await user.keyboard('{Enter}');
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Stop your monthly donation?' }),
      );
      expect(
        dialog.getByText(
          'Nothing more will be charged after this. What you have given stays with Run for Water.',
        ),
      ).toBeVisible();
      expect(calledPaths(fetchMock)).not.toContain('POST /subscriptions/31/stop');
      await user.click(dialog.getByRole('button', { name: 'Stop monthly donation' }));

      expect(await dialog.findByRole('button', { name: 'Stopping...' })).toBeDisabled();
      pending.resolve(undefined);
      const done = await screen.findByRole('status');
      expect(done).toHaveTextContent('Your monthly donation has stopped');
      expect(done).toHaveTextContent('Thank you for the €20.00 you gave this way.');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The Stop button that opened the dialog is gone: focus goes to the result.
      await waitFor(() => expect(done).toHaveFocus());
      expect(await summary().findByRole('row', { name: 'Status Stopped' })).toBeVisible();
      expect(summary().getByRole('row', { name: 'Stopped on December 2, 2026' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Stop my monthly donation' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Donate to Run for Water' })).toBeVisible();
      expect(calledPaths(fetchMock).filter((path) => path.startsWith('POST'))).toEqual([
        'POST /subscriptions/31/stop',
      ]);
    });

    it.each([
      [
        reply(502, {
          message:
            'The monthly donation could not be stopped: the payment provider could not be reached. Please try again.',
        }),
        'Your monthly donation could not be stopped. Please try again.',
      ],
      [
        reply(403, { message: 'Only the donor who started this monthly donation can stop it.' }),
        'This link cannot stop this monthly donation. Please use the link from your most recent receipt e-mail.',
      ],
      [
        reply(429, { message: 'Too many attempts.' }, { 'Retry-After': '20' }),
        'Too many attempts. Please wait 20 seconds and try again.',
      ],
    ])('keeps a refusal (%j) in the dialog, to try again', async (answer, text) => {
      let refuse = true;
      mockApi({
        [LINK]: monthlyGift(),
        'POST /subscriptions/31/stop': () => (refuse ? answer : stoppedGift()),
      });
      const { user } = renderApp(route);
      await user.click(await screen.findByRole('button', { name: 'Stop my monthly donation' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('button', { name: 'Stop monthly donation' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(text);
      expect(summary().getByRole('row', { name: 'Status Active' })).toBeVisible();

      refuse = false;
      await user.click(dialog.getByRole('button', { name: 'Stop monthly donation' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your monthly donation has stopped',
      );
    });

    it('says when it has stopped already, and why, without a Stop button', async () => {
      mockApi({ [LINK]: stoppedGift({ stop_reason: 'page-deleted', target: null }) });
      renderApp(route);

      expect(
        await screen.findByText(/This monthly donation has stopped. Nothing more will be charged./),
      ).toHaveTextContent('The page it went to has been removed.');
      expect(
        summary().getByRole('row', { name: 'Goes to A page that no longer exists' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Stop my monthly donation' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    });

    it('says when its last payment failed', async () => {
      mockApi({ [LINK]: monthlyGift({ last_charge_failed_at: '2026-12-25T06:00:00.000Z' }) });
      renderApp(route);
      expect(
        await screen.findByText(
          'The last payment, on December 25, 2026, failed. The next one will be tried as planned.',
        ),
      ).toBeVisible();
    });

    it('says clearly that a link names no monthly donation', async () => {
      mockApi({
        [LINK]: reply(404, { message: 'This link does not belong to a monthly donation.' }),
      });
      renderApp(route);

      expect(await screen.findByText('This link does not work')).toBeVisible();
      expect(
        screen.getByText(
          'This link does not belong to a monthly donation. Please use the link from your most recent receipt e-mail.',
        ),
      ).toBeVisible();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Your monthly donation' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Stop my monthly donation' })).toBeNull();
      expect(await seriousFindings()).toEqual([]);
    });

    it('offers Retry when it could not be loaded', async () => {
      const handlers: Record<string, unknown> = { [LINK]: reply(500, { message: 'Server error' }) };
      mockApi(handlers);
      const { user } = renderApp(route);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load your monthly donation. Please try again.');
      handlers[LINK] = monthlyGift();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: 'Stop my monthly donation' })).toBeVisible();
    });

    it('speaks Dutch', async () => {
      localStorage.setItem('language', 'nl');
      let stopped = false;
      mockApi({
        [LINK]: () => (stopped ? stoppedGift : monthlyGift)({ charges: 1, given: 10 }),
        'POST /subscriptions/31/stop': () => {
          stopped = true;
          return stoppedGift({ charges: 1, given: 10 });
        },
      });
      const { user } = renderApp(route);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Je maandelijkse donatie' }),
      ).toBeVisible();
      const table = within(await screen.findByRole('table', { name: 'Je maandelijkse donatie' }));
      expect(table.getByRole('row', { name: /^Bedrag €\s10,00 per maand$/ })).toBeVisible();
      expect(table.getByRole('row', { name: 'Volgende betaling 25 december 2026' })).toBeVisible();
      expect(
        table.getByRole('row', { name: /^Betalingen tot nu toe 1 betaling, samen €\s10,00$/ }),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Mijn maandelijkse donatie stoppen' }));
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Je maandelijkse donatie stoppen?' }),
      );
      await user.click(dialog.getByRole('button', { name: 'Maandelijkse donatie stoppen' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Je maandelijkse donatie is gestopt',
      );
      expect(await table.findByRole('row', { name: 'Status Gestopt' })).toBeVisible();
    });
  },
);
