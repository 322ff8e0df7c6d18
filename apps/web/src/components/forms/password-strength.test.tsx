import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '@/components/ui/password-field';
import { seriousAxeFindings } from '@/testing/axe';
import { mockApi } from '@/testing/mock-api';
import { enterText, renderWithProviders } from '@/testing/render-app';
import { PasswordStrength, preloadPasswordStrength } from './password-strength';

function Harness() {
  const [password, setPassword] = useState('');
  return (
    <div>
      <PasswordField
        label="New password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        onFocus={preloadPasswordStrength}
      />
      <PasswordStrength password={password} owner={{ name: 'Noor Visser', email: 'noor@x.nl' }} />
    </div>
  );
}

const field = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const hint = () => document.querySelector('[aria-live="polite"]')!;

describe('PasswordStrength', () => {
  it('shows nothing until something is typed, in a polite live region that is already there', () => {
    mockApi();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(hint()).toBeInTheDocument();
    expect(hint()).toHaveTextContent('');
  });

  it.each([
    ['password', 0, 'This is one of the most used passwords: choose another.'],
    ['visser-family', 0, 'Leave your name and e-mail address out of your password.'],
    ['welkom123', 1, 'Weak: add a word or two.'],
    ['tulp1234', 2, 'Fair: a longer password is safer.'],
    ['correct horse battery staple', 4, 'Very strong.'],
  ])('rates %j %i and says why', async (password, score, sentence) => {
    mockApi();
    const { user } = renderWithProviders(<Harness />);
    await enterText(user, field(), password);
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(hint()).toHaveTextContent(sentence));
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', sentence);
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    const { user } = renderWithProviders(<Harness />);
    await enterText(
      user,
      await screen.findByLabelText(/^New password/, { selector: 'input' }),
      'password',
    );
    await waitFor(() =>
      expect(hint()).toHaveTextContent(
        'Dit is een van de meest gebruikte wachtwoorden: kies een ander.',
      ),
    );
    expect(screen.getByRole('meter', { name: 'Sterkte van je wachtwoord' })).toBeVisible();
  });
});
