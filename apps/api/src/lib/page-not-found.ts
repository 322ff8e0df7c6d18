import type { PageType } from '@app/contract';
import { notFound } from './http-errors';

/**
 * The 404 of a page that does not exist, one text per kind: every module that looks a page up
 * (its own kind's, the pages kernel, updates, the console, reports) answers with the same words.
 */
const notFoundMessages: Record<PageType, string> = {
  nonprofit: 'pages.nonprofit_not_found',
  fundraiser: 'pages.fundraiser_not_found',
  event: 'pages.event_not_found',
  project: 'pages.project_not_found',
  company: 'pages.company_not_found',
  'company-event': 'pages.event_not_found',
};

export const pageNotFound = (type: PageType) => notFound(notFoundMessages[type]);
