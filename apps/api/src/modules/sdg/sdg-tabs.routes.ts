import {
  companyEventListResponse,
  companyListResponse,
  errorResponse,
  eventListResponse,
  fundraiserListResponse,
  idParam,
  jobListResponse,
  langQuery,
  nonprofitListResponse,
  pagedQuery,
  projectListResponse,
  sdgStatsResponse,
  topicListResponse,
  type PagedQuery,
} from '@app/contract';
import type { Language } from '@app/i18n';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { camelCase, readErrors } from '../../lib/openapi';
import { listCompanies } from '../companies/companies.service';
import { listCompanyEvents } from '../company-events/company-events.service';
import { listEvents } from '../events/events.service';
import { listProjects } from '../projects/projects.service';
import { listFundraisers } from '../fundraisers/fundraisers.service';
import { listJobs } from '../jobs/jobs.service';
import { listNonprofits } from '../nonprofits/nonprofits.service';
import { listTopics } from '../topics/topics.service';
import { findSdgTopic } from './sdg.service';

type Lister = (db: Db, query: PagedQuery, sdgTopicId: number, lang: Language) => Promise<unknown>;

/** What each tab of an SDG page lists, and how. */
const tabs: Record<string, { response: ZodType; list: Lister; what: string }> = {
  nonprofits: {
    response: nonprofitListResponse,
    what: 'Non-profits',
    list: (db, q, id, lang) => listNonprofits(db, q, lang, { sdgTopicId: id }),
  },
  events: {
    response: eventListResponse,
    what: 'Events',
    list: (db, q, id, lang) => listEvents(db, q, lang, { sdgTopicId: id }),
  },
  fundraisers: {
    response: fundraiserListResponse,
    what: 'Fundraisers',
    list: (db, q, id, lang) => listFundraisers(db, q, lang, { sdgTopicId: id }),
  },
  projects: {
    response: projectListResponse,
    what: 'Projects',
    list: (db, q, id, lang) => listProjects(db, q, lang, { sdgTopicId: id }),
  },
  companies: {
    response: companyListResponse,
    what: 'Companies',
    list: (db, q, id, lang) => listCompanies(db, q, lang, { sdgTopicId: id }),
  },
  topics: {
    response: topicListResponse,
    what: 'Topics',
    list: (db, q, id, lang) => listTopics(db, q, lang, { sdgTopicId: id }),
  },
  'company-events': {
    response: companyEventListResponse,
    what: 'Company events',
    list: (db, q, id, lang) => listCompanyEvents(db, q, lang, { sdgTopicId: id }),
  },
  jobs: {
    response: jobListResponse,
    what: 'Open vacancies',
    list: (db, q, id) => listJobs(db, q, { sdgTopicId: id }),
  },
};

const count = (table: string, where = '') =>
  sql.raw(`(select count(*) from ${table} x where x.sdg_topic_id = s.id ${where})::int`);

/** The lists on an SDG page, one route per tab, and the page's figures. */
export const sdgTabsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ensureSdg = async (id: number, lang: Language) => {
    if (!(await findSdgTopic(app.db, id, lang))) throw notFound('pages.sdg_topic_not_found');
  };

  app.get(
    '/sdg-topics/:id/stats',
    {
      schema: {
        tags: ['sdg'],
        operationId: 'sdgTopicStats',
        security: [],
        summary: 'How much works on a goal, per tab, and how many people follow its topics',
        params: idParam,
        response: { ...readErrors(), 200: sdgStatsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const result = await app.db.execute<Record<string, number>>(sql`select
        ${count('nonprofits', 'and x.active')} as nonprofits,
        ${count('events', 'and x.active')} as events,
        ${count('fundraisers', 'and x.active')} as fundraisers,
        ${count('projects', 'and x.active')} as projects,
        ${count('companies', 'and x.active')} as companies,
        ${count('topics')} as topics,
        ${count('company_events', 'and x.active')} as company_events,
        ${count('jobs', 'and (x.deadline is null or x.deadline > now())')} as jobs,
        (select count(*) from follows f join topics t on t.id = f.topic_id where t.sdg_topic_id = s.id)::int as followers
        from sdg_topics s where s.id = ${request.params.id}`);
      const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
      if (!row) throw notFound('pages.sdg_topic_not_found');
      return { data: row as never };
    },
  );

  for (const [tab, { response, list, what }] of Object.entries(tabs)) {
    app.get(
      `/sdg-topics/:id/${tab}`,
      {
        schema: {
          tags: ['sdg'],
          operationId: camelCase(tab, 'of sdg topic'),
          security: [],
          summary: `${what} working on a goal, paged`,
          params: idParam,
          querystring: pagedQuery.extend(langQuery.shape),
          response: { ...readErrors(), 200: response, 404: errorResponse },
        },
      },
      async (request) => {
        await ensureSdg(request.params.id, request.lang);
        return list(app.db, request.query, request.params.id, request.lang) as never;
      },
    );
  }
};
