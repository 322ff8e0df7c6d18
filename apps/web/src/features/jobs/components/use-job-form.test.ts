import { JOB_PDF_MAX_BYTES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { fileOf } from '../testing/job-fixtures';
import { checkPdf, isoToLocalInput, localInputToIso } from './use-job-form';

describe('checkPdf', () => {
  it('takes a PDF of at most 5242880 bytes', () => {
    expect(checkPdf(fileOf('a.pdf', 'application/pdf', JOB_PDF_MAX_BYTES))).toBeNull();
  });

  it('refuses another type, whatever the name says', () => {
    expect(checkPdf(fileOf('a.pdf', 'image/png'))).toBe('invalidType');
    expect(checkPdf(fileOf('a.pdf', ''))).toBe('invalidType');
  });

  it('refuses a PDF of 5242881 bytes', () => {
    expect(checkPdf(fileOf('a.pdf', 'application/pdf', JOB_PDF_MAX_BYTES + 1))).toBe('tooLarge');
  });
});

describe('deadline', () => {
  it('sends the local date-time as an ISO instant with offset, nothing when empty', () => {
    expect(localInputToIso('2030-05-01T10:00')).toBe(new Date(2030, 4, 1, 10, 0).toISOString());
    expect(localInputToIso('2030-05-01T10:00')).toMatch(/Z$/);
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('not a date')).toBe('');
  });

  it('shows a stored instant on the local clock, and round-trips', () => {
    const iso = new Date(2030, 4, 1, 10, 5).toISOString();
    expect(isoToLocalInput(iso)).toBe('2030-05-01T10:05');
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
    expect(isoToLocalInput(null)).toBe('');
  });
});
