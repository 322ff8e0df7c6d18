import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { DateField } from './date-field';

function Field({
  withTime = false,
  onValue,
}: {
  withTime?: boolean;
  onValue: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="When"
      withTime={withTime}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

async function type(text: string) {
  const input = await screen.findByRole('textbox', { name: 'When' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('DateField', () => {
  it('writes and reads days as en-US on English pages', async () => {
    mockApi();
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Field onValue={onValue} />);

    const input = await screen.findByRole('textbox', { name: 'When' });
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await type('11/25/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-25');
    expect(input).toHaveValue('11/25/2026');
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    // The picker's styles come with the field, not with every page's stylesheet.
    expect(document.querySelectorAll('style#mantine-dates-styles')).toHaveLength(1);
  });

  it('writes and reads days as dd-mm-jjjj on Dutch pages, whatever the browser says', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Field onValue={onValue} />);

    const input = await screen.findByRole('textbox', { name: 'When' });
    expect(await screen.findByPlaceholderText('dd-mm-jjjj')).toBe(input);
    await type('5-11-2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-05');
    expect(input).toHaveValue('05-11-2026');

    // An American order is no Dutch day: the field keeps the last good one.
    await type('11/25/2026');
    expect(onValue).not.toHaveBeenCalledWith('2026-11-25');
    expect(input).toHaveValue('05-11-2026');

    // The calendar speaks Dutch and starts the week on Monday.
    await user.click(input);
    const calendar = await screen.findByRole('table');
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent(/^ma$/i);
    expect(screen.getByText('november 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Volgende maand' })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('takes a time on a 24-hour clock on Dutch pages', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    const onValue = vi.fn();
    renderWithProviders(<Field withTime onValue={onValue} />);

    const input = await type('25-11-2026 14:30');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-25T14:30');
    expect(input).toHaveValue('25-11-2026 14:30');
    expect(input).toHaveAttribute('placeholder', 'dd-mm-jjjj uu:mm');
  });

  it('takes a 12-hour time on English pages', async () => {
    mockApi();
    const onValue = vi.fn();
    renderWithProviders(<Field withTime onValue={onValue} />);

    const input = await type('11/25/2026 2:30 PM');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-25T14:30');
    expect(input).toHaveValue('11/25/2026 2:30 PM');
  });
});
