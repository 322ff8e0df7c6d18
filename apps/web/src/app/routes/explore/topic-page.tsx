import { Box, Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { FundraiserCard } from '@/components/cards/fundraiser-card';
import { NonprofitCard } from '@/components/cards/nonprofit-card';
import { PagedCardList } from '@/components/cards/paged-card-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useTopic } from '@/features/topics/api/get-topic';
import { useTopicFundraisers } from '@/features/topics/api/get-topic-fundraisers';
import { useTopicNonprofits } from '@/features/topics/api/get-topic-nonprofits';
import { TopicHeader } from '@/features/topics/components/topic-header';
import { isMissing } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { FollowButton } from '../discover/follow-button';
import { useCardActions } from '../discover/card-actions';

/**
 * /topics-details/{id} and /discover/details/topic/{id}: a topic with its SDG, Follow, and its
 * non-profits and fundraisers.
 */
export function TopicRoute() {
  const { id = '' } = useParams();
  return <TopicPage key={id} id={id} />;
}

function TopicPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useTopic(id);
  const nonprofits = useTopicNonprofits(id, { enabled: query.isSuccess });
  const fundraisers = useTopicFundraisers(id, { enabled: query.isSuccess });
  const actions = useCardActions();
  const topic = query.data?.data;
  useDocumentMeta(topic?.name, topic?.description);

  if (query.isPending) return <PageLoader label={t('topicPage.loading')} />;
  if (query.isError) {
    return (
      <Container size="sm" py={64}>
        {isMissing(query.error) ? (
          <EmptyState
            message={t('topicPage.notFound')}
            action={
              <Button component={Link} to={paths.discover.href()} state={{ tab: 'topics' }}>
                {t('topicPage.backToDiscover')}
              </Button>
            }
          />
        ) : (
          <ErrorState
            message={t('topicPage.failed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Container>
    );
  }

  const item = query.data.data;
  return (
    <Container py={{ base: 'md', sm: 40 }}>
      <Stack gap={48}>
        <TopicHeader
          topic={item}
          sdgHref={(sdgId) => paths.sdgTopic.href(sdgId)}
          action={
            <FollowButton
              type="topic"
              id={item.id}
              name={item.name}
              onChanged={() => void query.refetch()}
            />
          }
        />
        <Box component="section" aria-labelledby="topic-nonprofits-title">
          <Title order={2} id="topic-nonprofits-title" mb="lg" fz={{ base: 22, sm: 26 }}>
            {t('topicPage.nonprofits', { name: item.name })}
          </Title>
          <PagedCardList
            query={nonprofits}
            renderCard={(nonprofit) => (
              <NonprofitCard item={nonprofit} action={actions.nonprofit(nonprofit)} />
            )}
            emptyText={t('topicPage.noNonprofits')}
            errorText={t('topicPage.listError')}
            label={t('topicPage.nonprofits', { name: item.name })}
          />
        </Box>
        <Box component="section" aria-labelledby="topic-fundraisers-title">
          <Title order={2} id="topic-fundraisers-title" mb="lg" fz={{ base: 22, sm: 26 }}>
            {t('topicPage.fundraisers', { name: item.name })}
          </Title>
          <PagedCardList
            query={fundraisers}
            renderCard={(fundraiser) => (
              <FundraiserCard item={fundraiser} action={actions.fundraiser(fundraiser)} />
            )}
            emptyText={t('topicPage.noFundraisers')}
            errorText={t('topicPage.listError')}
            label={t('topicPage.fundraisers', { name: item.name })}
          />
        </Box>
      </Stack>
    </Container>
  );
}
