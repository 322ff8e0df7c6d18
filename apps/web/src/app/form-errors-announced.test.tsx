import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { restoreSession } from '@/lib/session';
import { mockApi, reply } from '@/testing/mock-api';
import { enterText, renderApp, renderWithProviders } from '@/testing/render-app';
import { FormErrorSummary } from '@/components/forms/form-error-summary';

/**
 * WCAG 3.3.1 and 4.1.3: a form's errors reach a screen reader. A field's message is tied to the
 * field (aria-invalid, aria-describedby) and the form's own message is an alert, which is read
 * out as it appears.
 */
describe('form errors are announced', () => {
  beforeEach(() => restoreSession());

  it("ties the server's 422 message to its field and says the form failed in an alert", async () => {
    mockApi({
      'GET /auth/providers': { google: false, facebook: false },
      'POST /register': reply(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'] },
      }),
    });
    const { user } = renderApp('/sign-up');
    const main = within(screen.getByRole('main'));
    await enterText(user, main.getByRole('textbox', { name: /^Name/ }), 'Sanne');
    await enterText(user, main.getByRole('textbox', { name: /^E-mail/ }), 'taken@example.com');
    await enterText(user, main.getByLabelText(/^Password/, { selector: 'input' }), 'long-enough');
    await enterText(
      user,
      main.getByLabelText(/^Confirm password/, { selector: 'input' }),
      'long-enough',
    );
    await user.click(main.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Registration failed/);
    const email = main.getByRole('textbox', { name: /^E-mail/ });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('The email has already been taken.'),
    );
    expect(main.getByRole('textbox', { name: /^Name/ })).toBeValid();
  });

  it("lists a page form's field messages in an alert, by the labels the form shows", () => {
    mockApi();
    const error = new ApiError(422, 'The given data was invalid.', {
      errors: { name: ['The name field is required.'] },
    });
    renderWithProviders(<FormErrorSummary error={error} labels={{ name: 'Name' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following errors:');
    expect(alert).toHaveTextContent('Name: The name field is required.');
  });

  it("puts any other failure's message in the alert", () => {
    mockApi();
    renderWithProviders(<FormErrorSummary error={new ApiError(403, 'Not your page.')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not your page.');
  });

  it('offers the confirmation link again, in Dutch, for an address not confirmed yet', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    const error = new ApiError(403, 'Bevestig eerst je e-mailadres.', {
      code: 'email_unconfirmed',
    });
    renderWithProviders(<FormErrorSummary error={error} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bevestig eerst je e-mailadres');
    expect(
      await within(alert).findByRole('button', { name: 'Bevestigingslink opnieuw sturen' }),
    ).toBeVisible();
  });
});
