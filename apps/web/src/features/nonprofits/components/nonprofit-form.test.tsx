import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { emptyNonprofitValues, nonprofitTextFields } from '../nonprofit-form-values';
import { nonprofitProfile } from '../testing/nonprofit-fixtures';
import { NonprofitForm } from './nonprofit-form';

function renderForm(props: Partial<Parameters<typeof NonprofitForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <NonprofitForm
      initialValues={emptyNonprofitValues}
      fields={nonprofitTextFields}
      submitLabel="Register"
      pendingLabel="Submitting..."
      pending={false}
      error={null}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return onSubmit;
}

describe('NonprofitForm in two languages', () => {
  it('writes the name per language behind the switch and sends both', async () => {
    mockApi({});
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('lang', 'en');
    await user.type(name, 'Clean Water');

    await user.click(screen.getByRole('radio', { name: 'Nederlands' }));
    const dutch = screen.getByRole('textbox', { name: /^Name/ });
    expect(dutch).toHaveAttribute('lang', 'nl');
    expect(dutch).toHaveValue('');
    await user.type(dutch, 'Schoon Water');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({
      name_en: 'Clean Water',
      name_nl: 'Schoon Water',
    });
  });

  it('starts an edit from the stored texts, and refuses a name in neither language', async () => {
    mockApi({});
    const user = userEvent.setup();
    const onSubmit = renderForm({
      initialTexts: nonprofitProfile({
        texts: { en: { name: null }, nl: { name: 'Schoon Water', description: null } },
      }).texts,
    });
    await user.click(await screen.findByRole('radio', { name: 'Nederlands' }));
    const dutch = screen.getByRole('textbox', { name: /^Name/ });
    expect(dutch).toHaveValue('Schoon Water');
    await user.clear(dutch);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Write this in at least one language.')).toBeInTheDocument();
  });
});
