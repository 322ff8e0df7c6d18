import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { FundraiserFields } from './fundraiser-fields';
import { useFundraiserForm } from './use-fundraiser-form';

/** The fields, and what the form would send, written out for the test to read. */
function Harness() {
  const form = useFundraiserForm();
  return (
    <>
      <FundraiserFields form={form} errors={{}} disabled={false} />
      <output data-testid="sent">{JSON.stringify(form.fields())}</output>
    </>
  );
}

describe('FundraiserFields in two languages', () => {
  it('writes the name per language behind an English | Nederlands switch', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const english = await screen.findByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('lang', 'en');
    await user.type(name, 'Dog walks');

    await user.click(screen.getByRole('radio', { name: 'Nederlands' }));
    const dutchName = screen.getByRole('textbox', { name: /^Name/ });
    expect(dutchName).toHaveAttribute('lang', 'nl');
    expect(dutchName).toHaveValue('');
    await user.type(dutchName, 'Honden uitlaten');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Dog walks');
    expect(JSON.parse(screen.getByTestId('sent').textContent!)).toMatchObject({
      name_en: 'Dog walks',
      name_nl: 'Honden uitlaten',
    });
  });
});
