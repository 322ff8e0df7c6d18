import { describe, expect, it } from 'vitest';
import { dutch } from './dutch';
import { companies, fundraisers, nonprofits } from './organisations';

/**
 * Every demo page written in English in `organisations.ts` has its Dutch in `dutch.ts`: a page
 * added or changed in English without its Dutch fails here, before a Dutch visitor sees English.
 */

/** Words that are the same in both languages; anything else left in English is a missed text. */
const sameInBothLanguages = new Set(['Marathon', 'Hackathon']);

type Pair = { where: string; en: string; nl: string | undefined };

/** Every English text of the demo pages beside its Dutch, named by where it sits. */
function pairs(): Pair[] {
  const out: Pair[] = [];
  const add = (where: string, en: string, nl: string | undefined) => out.push({ where, en, nl });
  for (const n of nonprofits) {
    const nl = dutch.nonprofits[n.key];
    add(`non-profit ${n.key} title`, n.title, nl?.title);
    add(`non-profit ${n.key} label`, n.label, nl?.label);
    add(`non-profit ${n.key} description`, n.description, nl?.description);
    n.packages.forEach((p, i) => add(`non-profit ${n.key} package ${i}`, p.title, nl?.packages[i]));
    n.contentBlocks.forEach((b, i) => {
      add(`non-profit ${n.key} block ${i} title`, b.title, nl?.contentBlocks[i]?.title);
      if (b.text !== undefined)
        add(`non-profit ${n.key} block ${i} text`, b.text, nl?.contentBlocks[i]?.text);
    });
    for (const e of n.events) {
      const nlEvent = dutch.events[e.key];
      add(`event ${e.key} title`, e.title, nlEvent?.title);
      add(`event ${e.key} label`, e.label, nlEvent?.label);
      add(`event ${e.key} description`, e.description, nlEvent?.description);
    }
    for (const p of n.projects) {
      const nlProject = dutch.projects[p.key];
      add(`project ${p.key} name`, p.name, nlProject?.name);
      add(`project ${p.key} description`, p.description, nlProject?.description);
    }
  }
  for (const f of fundraisers) {
    const nl = dutch.fundraisers[f.key];
    add(`fundraiser ${f.key} name`, f.name, nl?.name);
    add(`fundraiser ${f.key} label`, f.label, nl?.label);
    add(`fundraiser ${f.key} description`, f.description, nl?.description);
  }
  for (const c of companies) {
    const nl = dutch.companies[c.key];
    add(`company ${c.key} label`, c.label, nl?.label);
    add(`company ${c.key} description`, c.description, nl?.description);
    for (const e of c.events) {
      const nlEvent = dutch.companyEvents[e.key];
      add(`company event ${e.key} name`, e.name, nlEvent?.name);
      add(`company event ${e.key} label`, e.label, nlEvent?.label);
      add(`company event ${e.key} description`, e.description, nlEvent?.description);
    }
  }
  return out;
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the Dutch texts of the demo pages', () => {
  it('cover exactly the records of organisations.ts, by key', () => {
    expect(sorted(Object.keys(dutch.nonprofits))).toEqual(sorted(nonprofits.map((n) => n.key)));
    expect(sorted(Object.keys(dutch.events))).toEqual(
      sorted(nonprofits.flatMap((n) => n.events.map((e) => e.key))),
    );
    expect(sorted(Object.keys(dutch.projects))).toEqual(
      sorted(nonprofits.flatMap((n) => n.projects.map((p) => p.key))),
    );
    expect(sorted(Object.keys(dutch.fundraisers))).toEqual(sorted(fundraisers.map((f) => f.key)));
    expect(sorted(Object.keys(dutch.companies))).toEqual(sorted(companies.map((c) => c.key)));
    expect(sorted(Object.keys(dutch.companyEvents))).toEqual(
      sorted(companies.flatMap((c) => c.events.map((e) => e.key))),
    );
  });

  it('have as many packages and content blocks as the English, a text where it has one', () => {
    for (const n of nonprofits) {
      const nl = dutch.nonprofits[n.key]!;
      expect(nl.packages, n.key).toHaveLength(n.packages.length);
      expect(nl.contentBlocks, n.key).toHaveLength(n.contentBlocks.length);
      n.contentBlocks.forEach((b, i) => {
        const nlBlock = nl.contentBlocks[i]!;
        expect(nlBlock.text === undefined, `${n.key} block ${i}`).toBe(b.text === undefined);
        // A video block's title is its address: the same video in both languages.
        if (b.type === 'VIDEO') expect(nlBlock.title, `${n.key} block ${i}`).toBe(b.title);
      });
    }
  });

  it('leave no text empty or in English', () => {
    const problems = pairs().flatMap(({ where, en, nl }) => {
      if (nl === undefined || nl.trim() === '') return [`${where}: no Dutch`];
      if (nl === en && !/^https:\/\//.test(en) && !sameInBothLanguages.has(en))
        return [`${where}: still English ("${en}")`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('keep to the Dutch glossary of packages/i18n/README.md', () => {
    // No letter on either side, rather than \b, which takes a letter such as ë for a word's edge.
    const avoided = [
      /(?<!\p{L})(u|uw|uzelf)(?!\p{L})/iu, // je and jouw, to everyone
      /non-?profit/i, // goed doel
      /fundraiser|inzamelingsactie/i, // inzamelactie
      /\bemail/i, // e-mail
    ];
    const off = pairs().flatMap(({ where, nl }) =>
      avoided.filter((word) => word.test(nl ?? '')).map((word) => `${where}: ${word.source}`),
    );
    expect(off).toEqual([]);
  });

  it('let a Dutch search for "hond" find the dog walks', () => {
    const dogWalks = dutch.fundraisers['lucas-dog-walks']!;
    for (const text of [dogWalks.name, dogWalks.label, dogWalks.description])
      expect(text).toMatch(/\bhond(en)?\b/i);
  });
});
