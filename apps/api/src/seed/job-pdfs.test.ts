import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf';
import { jobs } from './data/jobs';
import { illustrationSvg } from './images';
import { jobPdf } from './job-pdfs';

const organisation = {
  name: 'Clear Springs',
  legalName: 'Stichting Clear Springs Nederland',
  rsin: '823456780',
  logo: Buffer.from(illustrationSvg('logo', '#2f9a6c', 'nonprofit-clear-springs')),
};

describe('the demo job PDF', () => {
  it('opens in pdf.js without warnings, with the organisation, the vacancy and page numbers', async () => {
    const job = jobs[0]!;
    const pdf = await readPdf(await jobPdf(job, organisation));
    expect(pdf.warnings).toEqual([]);
    expect(pdf.info.Title).toBe(job.title);
    expect(pdf.text).toContain(job.title);
    expect(pdf.text).toContain('Organisation Clear Springs');
    expect(pdf.text).toContain('Registered name Stichting Clear Springs Nederland');
    expect(pdf.text).toContain('RSIN 823456780');
    expect(pdf.text).toContain(`Place ${job.city}`);
    expect(pdf.text).toContain('About the job');
    expect(pdf.text).toContain(`Send your letter and CV to ${job.email}`);
    pdf.pages.forEach((page, i) =>
      expect(page).toContain(
        `PifWorld - pifworld.org - hello@pifworld.org Page ${i + 1} of ${pdf.pages.length}`,
      ),
    );
  });

  it('has its headings in Dutch when asked, and no logo when there is none', async () => {
    const pdf = await readPdf(
      await jobPdf(jobs[1]!, { name: 'Clear Springs', logo: null }, { lang: 'nl' }),
    );
    expect(pdf.warnings).toEqual([]);
    expect(pdf.text).toContain('Over de functie');
    expect(pdf.text).toContain('Organisatie Clear Springs');
    expect(pdf.text).not.toContain('Statutaire naam');
    expect(pdf.text).toMatch(/Pagina 1 van \d/);
  });
});
