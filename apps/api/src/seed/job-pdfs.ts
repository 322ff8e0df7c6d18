import type { Language } from '@app/i18n';
import { translate } from '../lib/i18n';
import { pdfDocument, type PdfPlatform } from '../lib/pdf-document';
import { slug } from '../lib/slug';
import type { Storage } from '../lib/storage';
import type { SeedJob } from './data/types';

/** The organisation that posts a vacancy, as its PDF shows it. */
export interface JobOrganisation {
  name: string;
  legalName?: string | null;
  rsin?: string | null;
  /** The logo in any format sharp reads (the demo's are SVG), or null. */
  logo?: Buffer | null;
}

/** The platform the demo presents itself as, in the footer of its job PDFs. */
export const DEMO_PLATFORM: PdfPlatform = {
  url: 'https://pifworld.org',
  email: 'hello@pifworld.org',
};

/** The full vacancy text of a demo job, as a non-profit would attach it, with its headings in `lang`. */
export function jobPdf(
  job: SeedJob,
  organisation: JobOrganisation,
  { lang = 'en', platform = DEMO_PLATFORM }: { lang?: Language; platform?: PdfPlatform } = {},
): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string>) =>
    translate(lang, `jobs.pdf.document.${key}`, values);
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => `- ${line}`)
      .join('\n');
  return pdfDocument({
    lang,
    title: job.title,
    subtitle: `${t('title')} - ${organisation.name} - ${job.city}`,
    platform,
    organisation,
    draw(pdf) {
      pdf.facts([
        [t('organisation'), organisation.name],
        ...(organisation.legalName
          ? [[t('legalName'), organisation.legalName] as [string, string]]
          : []),
        ...(organisation.rsin ? [[t('rsin'), organisation.rsin] as [string, string]] : []),
        [t('city'), job.city],
        [t('employment'), job.employment],
        [t('period'), job.period],
        [t('education'), job.education],
        [t('contact'), job.contact],
      ]);
      pdf.heading(t('aboutJob'));
      pdf.paragraph(job.description);
      pdf.heading(t('aboutUs'));
      pdf.paragraph(job.background);
      pdf.heading(t('tasks'));
      pdf.paragraph(lines(job.tasks));
      pdf.heading(t('responsibilities'));
      pdf.paragraph(lines(job.responsibilities));
      pdf.heading(t('requirements'));
      pdf.paragraph(lines(job.requirements));
      pdf.heading(t('offer'));
      pdf.paragraph(lines(job.conditions));
      pdf.heading(t('apply'));
      pdf.paragraph(t('applyText', { email: job.email, website: job.website, phone: job.contact }));
    },
  });
}

/**
 * Stores `demo-job-{title}.pdf` (once; an existing file is kept) and returns the file name the
 * database stores. Demo files are shared by design (never removed). The demo's vacancies are
 * written in English, and so are their PDFs.
 */
export async function writeJobPdf(
  storage: Storage,
  job: SeedJob,
  organisation: JobOrganisation,
): Promise<string> {
  const file = `demo-job-${slug(job.title)}.pdf`;
  if (!(await storage.has(file))) await storage.putAs(file, await jobPdf(job, organisation));
  return file;
}
