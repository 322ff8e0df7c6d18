import type { TopicDetails } from '@app/contract';
import { Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconShare, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { FundraiserCard } from '@/components/cards/fundraiser-card';
import { NonprofitCard } from '@/components/cards/nonprofit-card';
import { PagedCardList } from '@/components/cards/paged-card-list';
import { ShareDialog } from '@/components/share-dialog/share-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { topicQueryKey, useTopic } from '@/features/pages/api/get-topic';
import { useTopicFundraisers } from '@/features/pages/api/get-topic-fundraisers';
import { useTopicNonprofits } from '@/features/pages/api/get-topic-nonprofits';
import { DetailHero } from '@/features/pages/components/detail-hero';
import { detailErrorKeys, isPageId } from '@/features/pages/page-kind';
import { ApiError } from '@/lib/api-client';
import { readableTextColor } from '@/lib/format';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCardActions } from './card-actions';
import { DetailProblem } from './detail-problem';
import { FollowButton } from './follow-button';

function TopicLists({ topic }: { topic: TopicDetails }) {
  const { t } = useTranslation();
  const nonprofits = useTopicNonprofits(topic.id);
  const fundraisers = useTopicFundraisers(topic.id);
  const actions = useCardActions();
  return (
    <Stack gap={48}>
      <Stack gap="md" component="section" aria-labelledby="topic-nonprofits">
        <Title order={2} size="h3" id="topic-nonprofits">
          {t('details.topic.nonprofits', { name: topic.name })}
        </Title>
        <PagedCardList
          query={nonprofits}
          label={t('details.topic.nonprofits', { name: topic.name })}
          emptyText={t('details.topic.noNonprofits')}
          errorText={t('details.topic.nonprofitsError')}
          renderCard={(item) => <NonprofitCard item={item} action={actions.nonprofit(item)} />}
        />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="topic-fundraisers">
        <Title order={2} size="h3" id="topic-fundraisers">
          {t('details.topic.fundraisers', { name: topic.name })}
        </Title>
        <PagedCardList
          query={fundraisers}
          label={t('details.topic.fundraisers', { name: topic.name })}
          emptyText={t('details.topic.noFundraisers')}
          errorText={t('details.topic.fundraisersError')}
          renderCard={(item) => <FundraiserCard item={item} action={actions.fundraiser(item)} />}
        />
      </Stack>
    </Stack>
  );
}

function TopicView({ topic }: { topic: TopicDetails }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [shareOpened, setShareOpened] = useState(false);
  useDocumentMeta(topic.name, topic.description);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: topicQueryKey(topic.id) });

  return (
    <>
      <DetailHero
        name={topic.name}
        label={topic.label ?? t('cards.types.topic')}
        picture={topic.picture}
        logo={topic.logo}
        verified={false}
        badges={
          topic.sdg ? (
            <Badge
              component={Link}
              to={paths.sdgTopic.href(topic.sdg.id)}
              radius="sm"
              tt="none"
              style={{
                backgroundColor: topic.sdg.colorTheme,
                color: readableTextColor(topic.sdg.colorTheme),
                cursor: 'pointer',
              }}
            >
              {t('details.sdg', { number: topic.sdg.number, name: topic.sdg.name })}
            </Badge>
          ) : null
        }
      />
      <Container py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={48}>
          <Grid gap="lg" align="center">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Text style={{ whiteSpace: 'pre-line' }} c={topic.description ? undefined : 'dimmed'}>
                {topic.description?.trim() || t('details.noDescription')}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="sm">
                <Group gap={6}>
                  <IconUsers size={18} aria-hidden="true" />
                  <Text fw={600}>{t('details.followers', { count: topic.followers_count })}</Text>
                </Group>
                <Group gap="sm" grow>
                  <FollowButton type="topic" id={topic.id} name={topic.name} onChanged={refresh} />
                  <Button
                    variant="default"
                    leftSection={<IconShare size={18} aria-hidden="true" />}
                    onClick={() => setShareOpened(true)}
                    aria-haspopup="dialog"
                  >
                    {t('share.button')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
          <TopicLists topic={topic} />
        </Stack>
      </Container>
      <ShareDialog
        opened={shareOpened}
        onClose={() => setShareOpened(false)}
        url={`${window.location.origin}${location.pathname}`}
        title={topic.name}
      />
    </>
  );
}

/** /discover/details/topic/{id}: the topic, its SDG, Follow, and its non-profits and fundraisers. */
export function TopicDetailsScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isPageId(id);
  const topic = useTopic(id ?? '', { enabled: valid });
  const texts = detailErrorKeys('topic');

  if (!valid) return <DetailProblem message={t(texts.notFound)} />;
  if (topic.isPending) return <PageLoader />;
  if (topic.isError) {
    const status = topic.error instanceof ApiError ? topic.error.status : 0;
    if (status === 404 || status === 422) return <DetailProblem message={t(texts.notFound)} />;
    return (
      <DetailProblem
        message={t(texts.failed)}
        onRetry={() => void topic.refetch()}
        retrying={topic.isFetching}
      />
    );
  }
  return <TopicView key={topic.data.data.id} topic={topic.data.data} />;
}
