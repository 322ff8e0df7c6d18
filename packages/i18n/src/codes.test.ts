import { describe, expect, it } from 'vitest';
import { readSaid, said } from './codes';
import { fieldName, messageText, saidText, summaryText } from './messages';

describe('message codes', () => {
  it('write a code with its parameters and read it back, whatever the values hold', () => {
    const text = said('field.max_characters', { attribute: 'a&b=c?', max: 255 });
    expect(text).toBe('field.max_characters?attribute=a%26b%3Dc%3F&max=255');
    expect(readSaid(text)).toEqual({
      code: 'field.max_characters',
      params: { attribute: 'a&b=c?', max: '255' },
    });
    expect(said('donations.target_closed')).toBe('donations.target_closed');
  });

  it('are no code when they are a sentence, or their parameters cannot be read', () => {
    expect(readSaid('The name field is required.')).toBeUndefined();
    expect(readSaid('Thanks!')).toBeUndefined();
    expect(readSaid('field.required?attribute=%E0%A4%A')).toBeUndefined();
  });

  it('are worded in the asked language, field names included', () => {
    expect(messageText('field.required', { attribute: 'address_line1' }, 'nl')).toBe(
      'Het veld adresregel 1 is verplicht.',
    );
    expect(fieldName('items.0.title', 'en')).toBe('items.0.title');
    expect(saidText('field.required', 'en', 'name')?.text).toBe('The name field is required.');
    expect(saidText('no.such_code', 'en')).toBeUndefined();
    expect(summaryText(['Het veld naam is verplicht.', 'x', 'y'], 'nl')).toBe(
      'Het veld naam is verplicht. (en nog 2 fouten)',
    );
  });

  it("word the spec's Dutch payment error as written, once for API and app", () => {
    expect(messageText('donations.invalid_amount', {}, 'nl')).toBe(
      'Selecteer een geldig bedrag om te doneren.',
    );
  });
});
