import { z } from 'zod';
import { euros, paged } from './common';
import {
  DESCRIPTION_MAX,
  idField,
  optionalIdField,
  optionalText,
  requiredMessage,
  requiredText,
} from './form-fields';
import { pageRef } from './pages';
import { requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

/** A non-profit's project as a card shows it. */
export const projectListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  nonprofits_id: z.number().int(),
  nonprofit: pageRef,
  raised: euros,
  languages: textLanguages,
});
export type ProjectListItem = z.infer<typeof projectListItem>;
export const projectListResponse = paged(projectListItem);
export type ProjectListResponse = z.infer<typeof projectListResponse>;

export const projectMessages = {
  created: 'projects.created',
  updated: 'projects.updated',
  deleted: 'projects.deleted',
  forbidden: 'projects.forbidden',
} as const;

/** The project's texts a form writes, each in English and/or Dutch (ADR 043). */
export const projectTextFields = ['name', 'description'] as const;
const projectVariants = textVariants({ name: 255, description: DESCRIPTION_MAX });

/**
 * Text fields of POST /project (multipart; image `picture` beside them). As for events, the
 * non-profit must be the signed-in user's and `user_id` in the body is ignored.
 */
export const projectCreateFields = requiredInSomeLanguage(
  z.object({
    name: optionalText('name'),
    description: optionalText('description', DESCRIPTION_MAX),
    ...projectVariants,
    nonprofits_id: idField('nonprofits_id'),
  }),
  'name',
  requiredMessage('name'),
);
export type ProjectCreateFields = z.input<typeof projectCreateFields>;

/**
 * Text fields of POST /project/{id}: only what is sent changes; the name stays non-empty.
 * nonprofits_id may be sent but must be the project's own.
 */
export const projectUpdateFields = z.object({
  name: requiredText('name').optional(),
  description: optionalText('description', DESCRIPTION_MAX),
  ...projectVariants,
  nonprofits_id: optionalIdField('nonprofits_id'),
});
export type ProjectUpdateFields = z.input<typeof projectUpdateFields>;

export const PROJECT_IMAGE_FIELDS = ['picture'] as const;

export const projectWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  project: z.object({ id: z.number().int() }),
});
export type ProjectWriteResponse = z.infer<typeof projectWriteResponse>;

/** GET /nonprofit-project/{id}: a non-profit's projects, newest first. */
export const nonprofitProjectItem = projectListItem.extend({
  user_id: z.number().int(),
  created_at: z.string(),
});
export type NonprofitProjectItem = z.infer<typeof nonprofitProjectItem>;
export const nonprofitProjectsResponse = z.object({ data: z.array(nonprofitProjectItem) });
export type NonprofitProjectsResponse = z.infer<typeof nonprofitProjectsResponse>;
