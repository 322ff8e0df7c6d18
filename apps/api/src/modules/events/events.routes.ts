import {
  errorResponse,
  EVENT_IMAGE_FIELDS,
  eventCreateFields,
  eventListResponse,
  eventMessages,
  eventUpdateFields,
  eventWriteResponse,
  idParam,
  messageResponse,
  nonprofitEventsResponse,
  nonprofitMessages,
  pagedQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { formErrors, readErrors, writeErrors } from '../../lib/openapi';
import { withActivity, pageOwnerId, requirePageRole } from '../../plugins/ownership';
import { requireUser, signedIn, confirmedEmail } from '../../plugins/auth';
import { findNonprofit } from '../nonprofits/nonprofit-profile.service';
import { signedInOnly } from '../nonprofits/page-writes';
import { rawField, readCampaignForm } from '../pages/page-forms';
import { pageNotFound } from '../../lib/page-not-found';
import {
  createEvent,
  deleteEvent,
  findEvent,
  storedDatesProblem,
  updateEvent,
} from './event-writes.service';
import { eventsOfNonprofit, listEvents } from './events.service';

const binary = z.string().meta({ type: 'string', format: 'binary' }).optional();
const documented = {
  picture: binary.describe('Banner: an image upload, or a file name from the own Media Library'),
  logo: binary.describe('Logo: an image upload, or a file name from the own Media Library'),
  user_id: z.string().optional().describe('Ignored: the owner is the signed-in user'),
};
/** The multipart forms as OpenAPI shows them; `readPageForm` validates them. */
const createForm = z.object({ ...eventCreateFields.shape, ...documented });
const updateForm = z.object({ ...eventUpdateFields.shape, ...documented });

/** A date as sent in a form, if it is a valid one. */
const sentDate = (body: unknown, field: 'start_date' | 'end_date') => {
  const parsed = eventUpdateFields.shape[field].safeParse(rawField(body, field));
  return parsed.success ? parsed.data : undefined;
};

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** What a helper creates under a non-profit belongs to its owner, as the non-profit does. */
  const ownerOf = async (nonprofitId: number) =>
    (await pageOwnerId(app.db, { type: 'nonprofit', id: nonprofitId }))!;

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        operationId: 'listEvents',
        security: [],
        summary: 'Events, upcoming first, paged and searchable by title, with raised amount',
        querystring: pagedQuery,
        response: { ...readErrors(), 200: eventListResponse },
      },
    },
    async (request) => listEvents(app.db, request.query, request.lang),
  );

  app.get(
    '/nonprofit-event/:id',
    {
      schema: {
        tags: ['events'],
        operationId: 'eventsOfNonprofit',
        security: [],
        summary: "A non-profit's events, newest first (the Campaign tab)",
        params: idParam,
        response: { ...readErrors(), 200: nonprofitEventsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!(await findNonprofit(app.db, request.params.id)))
        throw notFound(nonprofitMessages.notFound);
      return { data: await eventsOfNonprofit(app.db, request.params.id, request.lang) };
    },
  );

  app.post(
    '/event',
    {
      onRequest: [signedIn, confirmedEmail],
      schema: {
        tags: ['events'],
        operationId: 'createEvent',
        summary: 'Create an event of an own non-profit (multipart)',
        description:
          'nonprofits_id must be a non-profit of the signed-in user (403 otherwise). Dates are ISO 8601 date-times; one without an offset is read as UTC; end_date may not be before start_date. description is rich text, sanitised.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        body: createForm,
        response: {
          ...formErrors(403),
          201: eventWriteResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readCampaignForm(
        app,
        user.id,
        request.body,
        eventCreateFields,
        EVENT_IMAGE_FIELDS,
      );
      const page = { type: 'nonprofit', id: form.fields.nonprofits_id } as const;
      const owner = await ownerOf(page.id);
      const id = await form.save(() =>
        withActivity(
          app.db,
          (tx) => createEvent(tx, owner, form.fields, form.images, request.lang),
          {
            page,
            userId: user.id,
            action: 'event.created',
            subject: async (tx, made) => (await findEvent(tx, made))?.title,
          },
        ),
      );
      return reply.code(201).send({ message: eventMessages.created, event: { id } });
    },
  );

  app.post(
    '/event/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['events'],
        operationId: 'updateEvent',
        summary: 'Update an own event (multipart): only the fields sent change',
        description:
          "nonprofits_id, if sent, must be the event's own (it cannot move). The dates, as sent or as stored, stay in order.",
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParam,
        body: updateForm,
        response: {
          ...formErrors(),
          200: eventWriteResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw pageNotFound('event');
      const page = { type: 'nonprofit', id: event.nonprofitId } as const;
      const user = await requirePageRole(request, page, 'edit', eventMessages.forbidden);
      const form = await readCampaignForm(
        app,
        user.id,
        request.body,
        eventUpdateFields,
        EVENT_IMAGE_FIELDS,
        {
          nonprofitId: event.nonprofitId,
          problems: storedDatesProblem(event, {
            start_date: sentDate(request.body, 'start_date'),
            end_date: sentDate(request.body, 'end_date'),
          }),
        },
      );
      await form.save(() =>
        withActivity(
          app.db,
          (tx) =>
            updateEvent(
              { db: tx, storage: app.storage },
              event,
              form.fields,
              form.images,
              request.lang,
            ),
          { page, userId: user.id, action: 'event.updated', subject: event.title },
        ),
      );
      return { message: eventMessages.updated, event: { id: event.id } };
    },
  );

  app.delete(
    '/event/:id',
    {
      onRequest: signedIn,
      preValidation: signedInOnly,
      schema: {
        tags: ['events'],
        operationId: 'deleteEvent',
        summary: 'Delete an own event',
        description:
          'Donations to it stay with the link cleared; fundraisers under it stay without the link.',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...writeErrors(),
          200: messageResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw pageNotFound('event');
      const page = { type: 'nonprofit', id: event.nonprofitId } as const;
      const user = await requirePageRole(request, page, 'edit', eventMessages.forbidden);
      await withActivity(app.db, (tx) => deleteEvent({ db: tx, storage: app.storage }, event.id), {
        page,
        userId: user.id,
        action: 'event.deleted',
        subject: event.title,
      });
      return { message: eventMessages.deleted };
    },
  );
};
