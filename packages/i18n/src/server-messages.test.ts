import { describe, expect, it } from 'vitest';
import { isServerMessage, translateServerBody, translateServerMessage } from './server-messages';

describe('server messages', () => {
  it('translate fixed texts and templates, with the field names in them', () => {
    expect(translateServerMessage('The email has already been taken.', 'nl')).toBe(
      'Dit e-mailadres is al in gebruik.',
    );
    expect(translateServerMessage('The name field is required.', 'nl')).toBe(
      'Het veld naam is verplicht.',
    );
    expect(
      translateServerMessage(
        'The address line1 field must not be greater than 255 characters.',
        'nl',
      ),
    ).toBe('Het veld adresregel 1 mag niet langer zijn dan 255 tekens.');
    expect(translateServerMessage('The goal field must not be greater than 1000000.', 'nl')).toBe(
      'Het veld streefbedrag mag niet groter zijn dan 1000000.',
    );
    expect(
      translateServerMessage(
        'The end date field must be a date after or equal to start date.',
        'nl',
      ),
    ).toBe('Het veld einddatum moet een datum op of na startdatum zijn.');
  });

  it("translate Laravel's summary with the message inside it", () => {
    expect(translateServerMessage('The name field is required. (and 2 more errors)', 'nl')).toBe(
      'Het veld naam is verplicht. (en nog 2 fouten)',
    );
    expect(translateServerMessage('The title field is required. (and 1 more error)', 'nl')).toBe(
      'Het veld titel is verplicht. (en nog 1 fout)',
    );
  });

  it('leave English, and texts the catalog does not know, as they are', () => {
    expect(translateServerMessage('The name field is required.', 'en')).toBe(
      'The name field is required.',
    );
    expect(translateServerMessage('Something nobody wrote down.', 'nl')).toBe(
      'Something nobody wrote down.',
    );
  });

  it('translate the message and the field errors of a body, and nothing else', () => {
    const body = {
      message: 'The name field is required. (and 1 more error)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email has already been taken.'],
      },
      data: { message: 'The name field is required.' },
    };
    expect(translateServerBody(body, 'nl')).toEqual({
      message: 'Het veld naam is verplicht. (en nog 1 fout)',
      errors: {
        name: ['Het veld naam is verplicht.'],
        email: ['Dit e-mailadres is al in gebruik.'],
      },
      data: { message: 'The name field is required.' },
    });
    expect(body.message).toBe('The name field is required. (and 1 more error)');
    expect(translateServerBody(body, 'en')).toBe(body);
  });

  it('tell catalog messages from other text, field names included', () => {
    expect(isServerMessage('Het veld naam is verplicht.', 'nl')).toBe(true);
    expect(isServerMessage('Het veld naam is verplicht. (en nog 3 fouten)', 'nl')).toBe(true);
    expect(isServerMessage('Het veld name is verplicht.', 'nl')).toBe(false);
    expect(isServerMessage('The name field is required.', 'nl')).toBe(false);
    expect(isServerMessage('The name field is required.', 'en')).toBe(true);
  });
});
