import type { UpdatePageType } from '@app/contract';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { oneOf } from '@/lib/one-of';
import { PageTimeline } from './page-timeline';

/** Companies, non-profits and fundraisers post timeline updates; other pages do not. */
export const postsUpdates = oneOf<UpdatePageType>({
  company: true,
  nonprofit: true,
  fundraiser: true,
});

/** 'Latest updates' on a public details page: the page's timeline, read only. */
export function PageUpdatesSection({
  pageType,
  pageId,
}: {
  pageType: UpdatePageType;
  pageId: number;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('pageUpdates.details.heading')}
      </Title>
      <PageTimeline pageType={pageType} pageId={pageId} />
    </Stack>
  );
}
