import type { PageType } from '@app/contract';
import { notFound } from './http-errors';

/**
 * The 404 of a page that does not exist, one text per kind: every module that looks a page up
 * (its own kind's, the pages kernel, updates, the console, reports) answers with the same words.
 */
const notFoundMessages: Record<PageType, string> = {
  nonprofit: 'Non-profit not found',
  fundraiser: 'Fundraiser not found',
  event: 'Event not found or data is unavailable.',
  project: 'Project not found',
  company: 'Company not found.',
  'company-event': 'Event not found or data is unavailable.',
};

export const pageNotFound = (type: PageType) => notFound(notFoundMessages[type]);
