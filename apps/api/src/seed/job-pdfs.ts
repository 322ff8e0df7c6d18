import { slug } from '../lib/slug';
import type { Storage } from '../lib/storage';
import { textPdf, type PdfBlock } from '../lib/text-pdf';
import type { SeedJob } from './data/types';

/** Lines of a multi-line field as paragraphs, each a list item. */
const items = (text: string): PdfBlock[] => text.split('\n').map((line) => `- ${line}`);

/** The full vacancy text of a demo job, as a non-profit would attach it. */
export function jobPdf(job: SeedJob, nonprofitName: string): Buffer {
  return textPdf(job.title, [
    `${nonprofitName} - ${job.city}`,
    `${job.employment}. ${job.period}.`,
    { heading: 'About the job' },
    job.description,
    { heading: 'About us' },
    job.background,
    { heading: 'Tasks' },
    ...items(job.tasks),
    { heading: 'Responsibilities' },
    ...items(job.responsibilities),
    { heading: 'What we ask' },
    `Education: ${job.education}`,
    ...items(job.requirements),
    { heading: 'What we offer' },
    ...items(job.conditions),
    { heading: 'How to apply' },
    `Send your letter and CV to ${job.email}, or read more at ${job.website}. Questions? Call ${job.contact}.`,
  ]);
}

/**
 * Stores `demo-job-{title}.pdf` (once; an existing file is kept) and returns the file name the
 * database stores. Demo files are shared by design (never removed).
 */
export async function writeJobPdf(
  storage: Storage,
  job: SeedJob,
  nonprofitName: string,
): Promise<string> {
  const file = `demo-job-${slug(job.title)}.pdf`;
  if (!(await storage.has(file))) await storage.putAs(file, jobPdf(job, nonprofitName));
  return file;
}
