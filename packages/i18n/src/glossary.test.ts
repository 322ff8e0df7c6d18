import { describe, expect, it } from 'vitest';
import { avoidPattern, dutchGlossary, glossaryViolations } from './glossary';
import { bundledTranslations, serverTranslations } from './index';

// Every Dutch text a person reads: the interface, and what the API writes with the same files
// (its messages, the e-mails, the receipt PDFs and the CSV headers).
const dutch = { ...bundledTranslations.nl, ...serverTranslations.nl };

describe('the Dutch glossary', () => {
  it('is kept by every Dutch text', () => {
    expect(glossaryViolations(dutch)).toEqual([]);
  });

  it('allows avoided words only in keys that exist, with a reason', () => {
    for (const term of dutchGlossary) {
      for (const [key, reason] of Object.entries(term.allowed ?? {})) {
        expect(dutch[key], key).toBeDefined();
        expect(reason.trim(), key).not.toBe('');
      }
    }
  });

  it('names one Dutch word per idea, and avoids no word twice', () => {
    const ideas = dutchGlossary.map((term) => term.idea);
    expect(new Set(ideas).size).toBe(ideas.length);
    for (const term of dutchGlossary) expect(term.avoid.length, term.idea).toBeGreaterThan(0);
    const avoided = dutchGlossary.flatMap((term) => term.avoid.map((entry) => entry.toLowerCase()));
    expect(new Set(avoided).size).toBe(avoided.length);
    // The word to use is never one the glossary avoids.
    for (const term of dutchGlossary)
      expect(glossaryViolations({ [term.idea]: term.dutch })).toEqual([]);
  });
});

// The check above only protects us if it does fail on the words it is meant to catch.
describe('glossary check', () => {
  it('finds avoided words in any case, in compounds where marked, and ignores placeholders', () => {
    const texts = {
      upper: 'Start een Inzamelingsactie',
      plural: 'Bekijk alle inzamelingsacties',
      compound: 'Je SDG-onderwerp',
      gift: 'Bedankt voor je gift!',
      refund: 'Teruggegaan',
      order: 'Bestelnummer',
      receipts: 'Bekijk je donatiebewijzen',
      signOut: 'Alle sessies zijn afgemeld.',
      done: 'klaar',
      doneInBrackets: '(klaar)',
      tab: 'Gebruiker',
      you: 'Heeft u vragen?',
      placeholder: 'Door {{fundraiser}}',
    };
    const found = glossaryViolations(texts).map((line) => line.split(':')[0]);
    expect(found).toEqual([
      'upper',
      'plural',
      'compound',
      'gift',
      'refund',
      'order',
      'receipts',
      'signOut',
      'done',
      'doneInBrackets',
      'tab',
      'you',
    ]);
  });

  it('leaves the right words and look-alikes alone', () => {
    expect(
      glossaryViolations({
        fundraiser: 'Start een inzamelactie',
        ready: 'Klaar om het verschil te maken?',
        almost: 'Bijna klaar',
        user: 'Gebruiker niet gevonden.',
        words: 'Uw', // stays caught: a whole word
      }),
    ).toEqual([expect.stringMatching(/^words:/)]);
    expect(avoidPattern('gift').test('giftig')).toBe(false);
    expect(avoidPattern('u').test('ú')).toBe(false);
    expect(avoidPattern('u').test('nu')).toBe(false);
    expect(avoidPattern('SDG*').test('SDGs')).toBe(true);
    expect(avoidPattern('aanmeld*').test('heraanmelden')).toBe(false);
  });

  it('lets an allowed key keep its word', () => {
    const term = {
      idea: 'gift',
      dutch: 'donatie',
      avoid: ['gift'],
      allowed: { pinned: 'the spec' },
    };
    expect(glossaryViolations({ pinned: 'gift', other: 'gift' }, [term])).toEqual([
      'other: "gift" uses "gift"; write donatie',
    ]);
  });
});
