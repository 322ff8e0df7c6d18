import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { JobCard } from '@/components/cards/job-card';
import { PagedCardList } from '@/components/cards/paged-card-list';
import { useJobsBoard } from '../api/get-jobs-board';
import { JobsBoardSearch, useJobsSearch } from './jobs-board-search';

/**
 * The vacancies of /jobs: a search box (term kept in ?search=) over the cards, 4 skeleton cards
 * while loading, the spec's error text with Retry, an empty text that tells "no jobs at all"
 * from "nothing matches", and the next page when the last card comes into view (or Load more).
 */
export function JobsBoard() {
  const { t } = useTranslation();
  const search = useJobsSearch();
  const query = useJobsBoard(search.term);
  return (
    <Stack gap="lg">
      <JobsBoardSearch value={search.typed} onChange={search.setTyped} />
      <PagedCardList
        query={query}
        renderCard={(item) => <JobCard item={item} />}
        label={t('jobs.board.listLabel')}
        emptyText={
          search.term ? t('jobs.board.noMatches', { search: search.term }) : t('jobs.board.empty')
        }
        emptyHint={search.term ? t('jobs.board.noMatchesHint') : undefined}
        errorText={t('jobs.board.error')}
      />
    </Stack>
  );
}
