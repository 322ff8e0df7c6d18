import { errorResponse, idParam, raisedResponse } from '@app/contract';
import { formatEuros } from '@app/i18n';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { events, fundraisers, nonprofits } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { centsToEuros } from '../../lib/money';
import { camelCase, readErrors } from '../../lib/openapi';
import { raisedForEvent, raisedForFundraiser, raisedForNonprofit } from '../pages/raised';

/** Raised amounts (paid donations) of single pages: /nonprofit-raised, /fundraiser-raised, /event-raised. */
/** The 404 of each kind these routes read, in the words its page gives. */
const NOT_FOUND: Record<string, string> = {
  'non-profit': 'pages.nonprofit_not_found',
  fundraiser: 'pages.fundraiser_not_found',
  event: 'pages.event_not_found_short',
};

export const raisedRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = (
    path: string,
    what: string,
    table: PgTable & { id: AnyPgColumn },
    raised: (id: AnyPgColumn) => SQL<number>,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags: ['donations'],
          operationId: camelCase(path.split('/')[1]!),
          security: [],
          summary: `Paid donations of a ${what}`,
          params: idParam,
          response: { ...readErrors(), 200: raisedResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const [row] = await app.db
          .select({ cents: raised(table.id) })
          .from(table)
          .where(eq(table.id, request.params.id));
        if (!row) throw notFound(NOT_FOUND[what]);
        const euros = centsToEuros(row.cents);
        return { raised_count: euros, raised_formatted: formatEuros(euros, request.lang) };
      },
    );
  route('/nonprofit-raised/:id', 'non-profit', nonprofits, raisedForNonprofit);
  route('/fundraiser-raised/:id', 'fundraiser', fundraisers, raisedForFundraiser);
  route('/event-raised/:id', 'event', events, raisedForEvent);
};
