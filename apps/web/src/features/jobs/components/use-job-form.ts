import { JOB_PDF_MAX_BYTES, type JobDetail } from '@app/contract';
import { useState } from 'react';
import { pageFormData, type FormValue } from '@/components/forms/page-form-data';
import { pickedImageFromFile, type PickedImage } from '@/components/image-picker';

/** The text fields of a job in the order the form shows them. */
const jobTextFields = [
  'title',
  'description',
  'city',
  'employment',
  'education',
  'period',
  'background',
  'tasks',
  'responsibilities',
  'requirements',
  'conditions',
  'email',
  'website',
  'contact',
  'deadline',
] as const;
export type JobTextField = (typeof jobTextFields)[number];

/** Texts where each line becomes a point of a list on the job page. */
export const jobListFields = [
  'background',
  'tasks',
  'responsibilities',
  'requirements',
  'conditions',
] as const satisfies readonly JobTextField[];

/** What the form holds: the texts (`deadline` as a `datetime-local` value), picture and PDF. */
export type JobFormValues = Record<JobTextField, string>;

const emptyJobValues: JobFormValues = Object.fromEntries(
  jobTextFields.map((field) => [field, '']),
) as JobFormValues;

/** Why a chosen PDF was refused. */
export type PdfProblem = 'invalidType' | 'tooLarge';

/** Only application/pdf, at most JOB_PDF_MAX_BYTES (5 MB). */
export function checkPdf(file: File): PdfProblem | null {
  if (file.type !== 'application/pdf') return 'invalidType';
  if (file.size > JOB_PDF_MAX_BYTES) return 'tooLarge';
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A `datetime-local` value ('2026-05-01T10:00', the visitor's clock) as an ISO instant with
 * offset (UTC), or '' when empty or unreadable.
 */
export function localInputToIso(value: string): string {
  if (!value.trim()) return '';
  // ECMAScript reads a date-time form without an offset as local time.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The other way: a stored instant as the `datetime-local` input shows it, on the visitor's clock. */
export function isoToLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The edit form's start: the stored job's texts, picture and PDF name. */
export function jobFormStart(job: JobDetail): JobFormStart {
  const values = { ...emptyJobValues };
  for (const field of jobTextFields) values[field] = job[field] ?? '';
  values.deadline = isoToLocalInput(job.deadline);
  return { values, picture: job.picture, pdf: job.pdf };
}

export interface JobFormStart {
  values: JobFormValues;
  /** File name of the stored picture (edit form). */
  picture?: string | null;
  /** File name of the stored PDF (edit form). */
  pdf?: string | null;
}

/**
 * The state of a job form: what was typed and chosen stays when a submit fails. A PDF that is
 * not a PDF or too large is refused: the selection is cleared and `pdfProblem` says why.
 */
export function useJobForm(start: JobFormStart = { values: emptyJobValues }) {
  const [values, setValues] = useState(start.values);
  const [picture, setPicture] = useState<PickedImage | null>(() =>
    pickedImageFromFile(start.picture),
  );
  const [pdf, setPdfFile] = useState<File | null>(null);
  const [pdfProblem, setPdfProblem] = useState<PdfProblem | null>(null);
  const [removePdf, setRemovePdf] = useState(false);
  const storedPdf = start.pdf ?? null;

  function setValue(field: JobTextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  /** Takes the chosen file, or refuses it (and answers why). */
  function choosePdf(file: File | null): PdfProblem | null {
    const problem = file ? checkPdf(file) : null;
    setPdfProblem(problem);
    setPdfFile(problem ? null : file);
    return problem;
  }

  function texts(): Record<string, FormValue> {
    return { ...values, deadline: localInputToIso(values.deadline) };
  }

  /** POST /jobs: the texts, the non-profit, the chosen picture and PDF. */
  function createBody(nonprofitId: number): FormData {
    const body = pageFormData({ ...texts(), nonprofits_id: nonprofitId }, { picture });
    if (pdf) body.append('pdf', pdf);
    return body;
  }

  /**
   * POST /jobs/{id}: every text (an empty one clears it), a changed picture or remove_picture,
   * a new PDF or remove_pdf.
   */
  function updateBody(): FormData {
    const stored = start.picture ?? null;
    const pictureRemoved = stored !== null && picture === null;
    const changedPicture = picture && picture.file !== stored ? picture : null;
    const body = pageFormData(
      {
        ...texts(),
        remove_picture: pictureRemoved ? '1' : undefined,
        remove_pdf: storedPdf && removePdf && !pdf ? '1' : undefined,
      },
      { picture: changedPicture },
    );
    if (pdf) body.append('pdf', pdf);
    return body;
  }

  return {
    values,
    setValue,
    picture,
    setPicture,
    pdf,
    pdfProblem,
    choosePdf,
    storedPdf,
    removePdf,
    setRemovePdf,
    createBody,
    updateBody,
  };
}

export type JobForm = ReturnType<typeof useJobForm>;
