import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundraiserTexts, useFundraiserForm } from './use-fundraiser-form';

const noTexts = () => ({
  en: { name: '', description: '' },
  nl: { name: '', description: '' },
});

describe('useFundraiserForm', () => {
  it('finds blank required fields and a goal that is not above 0', () => {
    const { result } = renderHook(() => useFundraiserForm());
    expect(result.current.problems()).toEqual({
      name: 'requiredInOne',
      goal: 'required',
      addressLine1: 'required',
    });

    act(() => {
      result.current.setText('nl', 'name', '  Taartenbakwedstrijd ');
      result.current.setValue('goal', 0);
      result.current.setValue('addressLine1', 'Dam 1');
    });
    expect(result.current.problems()).toEqual({ goal: 'goalPositive' });

    act(() => result.current.setValue('goal', 12.5));
    expect(result.current.problems()).toEqual({});
    expect(result.current.fields()).toEqual({
      name_en: '',
      description_en: '',
      name_nl: '  Taartenbakwedstrijd ',
      description_nl: '',
      goal: '12.5',
      addressLine1: 'Dam 1',
      // Private unless the owner ticks the box.
      show_address: 'false',
    });
  });

  it('keeps each language its own texts and sends both', () => {
    const { result } = renderHook(() => useFundraiserForm());
    act(() => {
      result.current.setText('en', 'name', 'Dog walks');
      result.current.setText('en', 'description', '<p>We walk dogs.</p>');
      result.current.setText('nl', 'name', 'Honden uitlaten');
      result.current.setText('nl', 'description', '<p>Wij laten honden uit.</p>');
    });
    expect(result.current.fields()).toMatchObject({
      name_en: 'Dog walks',
      description_en: '<p>We walk dogs.</p>',
      name_nl: 'Honden uitlaten',
      description_nl: '<p>Wij laten honden uit.</p>',
    });
  });

  it('starts from both languages of a fundraiser, missing ones empty', () => {
    expect(
      fundraiserTexts({
        en: { name: 'Run', description: null },
        nl: { name: null, description: '<p>Rennen</p>' },
      }),
    ).toEqual({
      en: { name: 'Run', description: '' },
      nl: { name: '', description: '<p>Rennen</p>' },
    });
  });

  it('sends an emptied description as an empty paragraph, so the API clears it', () => {
    const texts = noTexts();
    texts.nl = { name: 'Rennen', description: '<p>Oude tekst</p>' };
    const { result } = renderHook(() =>
      useFundraiserForm({ texts, goal: 100, addressLine1: 'Dam 1', showAddress: false }),
    );
    expect(result.current.fields().description_nl).toBe('<p>Oude tekst</p>');
    act(() => result.current.setText('nl', 'description', ''));
    expect(result.current.fields().description_nl).toBe('<p></p>');
    expect(result.current.fields().description_en).toBe('');
  });
});
