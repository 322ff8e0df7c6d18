import type { JobDetail, JobListItem } from '@app/contract';

/** A job of non-profit 7, posted by user 1 (the signed-in test user), as GET /jobs/{id} answers. */
export function jobDetailFixture(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 12,
    title: 'Water Project Coordinator',
    description: 'Lead our water projects in the field.',
    city: 'Amsterdam',
    contact: '+31 20 123 4567',
    employment: 'Full-time',
    education: 'Bachelor',
    period: '12 months',
    background: 'We started in 2010.',
    conditions: 'Good pay\nTravel budget',
    tasks: 'Plan projects\nVisit villages',
    responsibilities: 'Budget',
    requirements: 'Dutch and English',
    email: 'jobs@cleanwater.org',
    website: 'https://cleanwater.org/jobs',
    deadline: '2030-06-01T08:00:00.000Z',
    nonprofits_id: 7,
    user_id: 1,
    pdf: 'coordinator.pdf',
    pdf_url: '/pifworld/api/v1/jobs/12/pdf',
    picture: 'team.webp',
    nonprofit: { id: 7, name: 'Clean Water Foundation', logo: null },
    closed: false,
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A job as the lists (GET /jobs, GET /nonprofits/{id}/jobs) show it. */
export function jobListItemFixture(
  id: number,
  title: string,
  overrides: Partial<JobListItem> = {},
): JobListItem {
  return {
    id,
    title,
    description: `About ${title}.`,
    city: 'Amsterdam',
    employment: 'Part-time',
    deadline: '2030-06-01T08:00:00.000Z',
    picture: null,
    nonprofit: { id: 7, name: 'Clean Water Foundation' },
    closed: false,
    created_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of a job list. */
export function jobPage(items: JobListItem[], page = 1, lastPage = 1) {
  return {
    data: items,
    meta: { current_page: page, last_page: lastPage, per_page: 20, total: items.length },
  };
}

/** A PDF (or any other) file as the file picker hands it over. */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}
