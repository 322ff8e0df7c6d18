import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFundraiserForm } from './use-fundraiser-form';

describe('useFundraiserForm', () => {
  it('finds blank required fields and a goal that is not above 0', () => {
    const { result } = renderHook(() => useFundraiserForm());
    expect(result.current.problems()).toEqual({
      name: 'required',
      goal: 'required',
      addressLine1: 'required',
    });

    act(() => {
      result.current.setValue('name', '  Bake Off ');
      result.current.setValue('goal', 0);
      result.current.setValue('addressLine1', 'Dam 1');
    });
    expect(result.current.problems()).toEqual({ goal: 'goalPositive' });

    act(() => result.current.setValue('goal', 12.5));
    expect(result.current.problems()).toEqual({});
    expect(result.current.fields()).toEqual({
      name: '  Bake Off ',
      description: '',
      goal: '12.5',
      addressLine1: 'Dam 1',
    });
  });

  it('sends an emptied description as an empty paragraph, so the API clears it', () => {
    const { result } = renderHook(() =>
      useFundraiserForm({
        name: 'Run',
        description: '<p>Old text</p>',
        goal: 100,
        addressLine1: 'Dam 1',
      }),
    );
    expect(result.current.fields().description).toBe('<p>Old text</p>');
    act(() => result.current.setValue('description', ''));
    expect(result.current.fields().description).toBe('<p></p>');
  });
});
