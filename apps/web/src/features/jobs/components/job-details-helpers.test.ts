import { describe, expect, it } from 'vitest';
import { applyLink, webAddress } from './job-details-apply';
import { textBlocks } from './job-details-text';
import { downloadUrl } from './job-pdf';

describe('textBlocks', () => {
  it('keeps the lines of a paragraph and parts paragraphs at blank lines', () => {
    expect(textBlocks('First line\r\nsecond line\n\n\nNext part')).toEqual([
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'paragraph', text: 'Next part' },
    ]);
  });

  it('reads bulleted or numbered lines as a list', () => {
    expect(textBlocks('We offer:\n\n- 32 hours\n* a laptop\n• travel costs')).toEqual([
      { kind: 'paragraph', text: 'We offer:' },
      { kind: 'list', ordered: false, items: ['32 hours', 'a laptop', 'travel costs'] },
    ]);
    expect(textBlocks('1. Plan\n2) Report')).toEqual([
      { kind: 'list', ordered: true, items: ['Plan', 'Report'] },
    ]);
  });

  it('does not make a list of one line or of lines that only partly start with a bullet', () => {
    expect(textBlocks('- only one')).toEqual([{ kind: 'paragraph', text: '- only one' }]);
    expect(textBlocks('- a\nplain')).toEqual([{ kind: 'paragraph', text: '- a\nplain' }]);
    expect(textBlocks('  \n ')).toEqual([]);
  });
});

describe('applyLink', () => {
  const job = { title: 'Coordinator & planner', email: null, website: null, contact: null };

  it('prefers the e-mail, then the website, then the phone', () => {
    expect(applyLink({ ...job, email: 'a@b.nl', website: 'https://b.nl' })).toEqual({
      kind: 'email',
      href: 'mailto:a@b.nl?subject=Coordinator%20%26%20planner',
    });
    expect(applyLink({ ...job, website: 'www.b.nl', contact: '020 123' })).toEqual({
      kind: 'website',
      href: 'https://www.b.nl',
    });
    expect(applyLink({ ...job, contact: '+31 (0)20 123 45' })).toEqual({
      kind: 'phone',
      href: 'tel:+312012345',
    });
    expect(applyLink(job)).toBeNull();
  });

  it('never links a website that is not http(s)', () => {
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(applyLink({ ...job, website: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('PDF addresses', () => {
  it('asks for a download with ?download=1', () => {
    expect(downloadUrl('/pifworld/api/v1/jobs/12/pdf')).toBe(
      '/pifworld/api/v1/jobs/12/pdf?download=1',
    );
    expect(downloadUrl('/pifworld/api/v1/jobs/12/pdf?v=2')).toBe(
      '/pifworld/api/v1/jobs/12/pdf?v=2&download=1',
    );
  });
});
