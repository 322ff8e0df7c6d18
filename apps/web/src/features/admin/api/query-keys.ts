/** The console's queries: one prefix, so a change can refresh every section at once. */
export const adminQueryKey = ['admin'] as const;

export const auditQueryKey = (filters: object) => [...adminQueryKey, 'audit', filters] as const;

/** Every list of the Pages section; a change to one page updates its row in each. */
export const adminPagesKey = [...adminQueryKey, 'pages'] as const;

export const adminPagesQueryKey = (filters: object) => [...adminPagesKey, filters] as const;

export const reportsQueryKey = (status: string) => [...adminQueryKey, 'reports', status] as const;

export const peopleQueryKey = (filters: object) => [...adminQueryKey, 'people', filters] as const;

export const personQueryKey = (id: number) => [...adminQueryKey, 'person', id] as const;

export const adminDonationsQueryKey = (filters: object) =>
  [...adminQueryKey, 'donations', filters] as const;

export const contentPageQueryKey = (slug: string) =>
  [...adminQueryKey, 'content', 'page', slug] as const;

export const adminBlogPostsQueryKey = [...adminQueryKey, 'content', 'blog-posts'] as const;

export const adminHelpQueryKey = [...adminQueryKey, 'content', 'help'] as const;

export const overviewQueryKey = () => [...adminQueryKey, 'overview'] as const;

export const adminTranslationsQueryKey = (filters: object) =>
  [...adminQueryKey, 'translations', filters] as const;

export const contactMessagesQueryKey = (filter: string, search: string) =>
  [...adminQueryKey, 'messages', filter, search] as const;
