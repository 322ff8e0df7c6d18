import type { Id } from '@app/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  FollowPicker,
  type FollowCandidate,
  type PickerChoice,
} from '@/features/follows/components/follow-picker';
import { FollowingList } from '@/features/follows/components/following-list';
import { useFundraisers } from '@/features/fundraisers/api/get-fundraisers';
import { useNonprofits } from '@/features/nonprofits/api/get-nonprofits';

/** Search debounce 300 ms. */
const FOLLOW_SEARCH_DEBOUNCE_MS = 300;
const PICKER_PAGE_SIZE = 10;

/**
 * The Follow tab: the Following list and the 'Who do you want to follow?' picker. The picker's
 * candidates come from the fundraisers and non-profits lists, so they are composed here.
 */
export function FollowTab({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PickerChoice>('fundraiser');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, FOLLOW_SEARCH_DEBOUNCE_MS);
  const params = { page: 1, perPage: PICKER_PAGE_SIZE, search: debouncedSearch.trim() };
  const fundraisers = useFundraisers(params, { enabled: choice === 'fundraiser' });
  const nonprofits = useNonprofits(params, { enabled: choice === 'nonprofit' });

  const active = choice === 'fundraiser' ? fundraisers : nonprofits;
  const candidates: FollowCandidate[] | undefined =
    choice === 'fundraiser'
      ? fundraisers.data?.data.map((item) => ({
          id: item.id,
          name: item.name,
          image: item.logo ?? item.picture ?? item.image,
          detail: item.nonprofit
            ? t('directory.forNonprofit', { name: item.nonprofit.name })
            : null,
        }))
      : nonprofits.data?.data.map((item) => ({
          id: item.id,
          name: item.name,
          image: item.logo ?? item.picture,
          detail: item.label ?? item.title,
        }));

  return (
    <Stack gap={40}>
      <FollowingList userId={userId} />
      <FollowPicker
        userId={userId}
        choice={choice}
        onChoiceChange={(next) => {
          setChoice(next);
          setSearch('');
        }}
        search={search}
        onSearchChange={setSearch}
        candidates={candidates}
        total={active.data?.meta.total}
        status={active.status}
        refreshing={active.isFetching && !active.isPending}
        onRetry={() => void active.refetch()}
      />
    </Stack>
  );
}
