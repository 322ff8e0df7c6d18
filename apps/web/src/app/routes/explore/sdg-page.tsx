import { Box, Button, Container, Grid, Paper } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSdgTopic } from '@/features/sdg/api/get-sdg-topic';
import { SdgSidePanel } from '@/features/sdg/components/sdg-side-panel';
import {
  DEFAULT_SDG_TAB,
  isSdgPageTab,
  type SdgPageTab,
} from '@/features/sdg/components/sdg-tab-names';
import { SdgTabs } from '@/features/sdg/components/sdg-tabs';
import { errorMessage, isMissing } from '@/lib/api-client';
import { storageUrl } from '@/lib/format';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { NotFound } from '../not-found';
import { useCardActions } from '../discover/card-actions';
import { StoredImage } from '@/components/ui/stored-image';
import { browser } from '@/lib/browser';
import { useDialogOnDemand } from '@/lib/use-on-demand';

// Not part of the page's code (with Mantine's modal behind it): it loads when asked for.
const loadShareDialog = () =>
  import('@/components/share-dialog/share-dialog').then((module) => module.ShareDialog);

/**
 * A goal's page: the left panel and the tabs. The open tab lives in the
 * address (?tab=), so a reload or a shared link opens the same one.
 */
function SdgPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useSdgTopic(id);
  const topic = query.data?.data;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SdgPageTab = isSdgPageTab(requested) ? requested : DEFAULT_SDG_TAB;
  const share = useDialogOnDemand(loadShareDialog);
  const { Dialog: ShareDialog } = share;
  const focusAfterSwitch = useRef<SdgPageTab | null>(null);
  const tabList = useRef<HTMLDivElement>(null);
  const actions = useCardActions();

  useDocumentMeta(
    topic ? t('sdgPage.metaTitle', { number: topic.number, name: topic.name }) : undefined,
    topic?.description,
  );

  // Join moves the visitor (and keyboard focus) to the Topics tab, where topics can be followed.
  // The address changes a moment after the click, so focus waits until that tab is open.
  useEffect(() => {
    if (focusAfterSwitch.current !== tab) return;
    focusAfterSwitch.current = null;
    focusSelectedTab(tabList.current);
  }, [tab]);

  const selectTab = (next: SdgPageTab) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  if (query.isPending) return <PageLoader label={t('sdgPage.loading')} />;
  if (query.isError) {
    const notFound = isMissing(query.error);
    return (
      <Container size="sm" py={64}>
        {notFound ? (
          <EmptyState
            title={t('sdgPage.notFound')}
            message={t('explore.sdgGoals.intro')}
            icon={<IconWorld size={28} />}
            action={
              <Button component={Link} to={paths.sustainableDevelopmentGoals.href()}>
                {t('sdgPage.backToGoals')}
              </Button>
            }
          />
        ) : (
          <ErrorState
            message={errorMessage(query.error, t('errors.generic'))}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Container>
    );
  }

  const sdg = query.data.data;
  const banner = storageUrl(sdg.picture);
  return (
    <>
      <Box
        h={{ base: 96, sm: 160 }}
        style={{ backgroundColor: sdg.colorTheme, overflow: 'hidden' }}
      >
        {banner ? (
          <StoredImage
            file={banner}
            fallback={DEFAULT_BANNER}
            sizes="100vw"
            width={1280}
            height={160}
            priority
            alt=""
            h="100%"
            w="100%"
            fit="cover"
          />
        ) : null}
      </Box>
      <Container pb={64} mt={{ base: -48, sm: -80 }} pos="relative">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SdgSidePanel
              topic={sdg}
              onJoin={() => {
                if (tab === 'topics') {
                  focusSelectedTab(tabList.current);
                } else {
                  focusAfterSwitch.current = 'topics';
                  selectTab('topics');
                }
              }}
              onShare={share.open}
              shareReach={share.reach}
              topicHref={(item) => paths.topicDetails.href(item.id)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} bg="white">
              <SdgTabs
                sdgId={String(sdg.id)}
                value={tab}
                onChange={selectTab}
                actions={actions}
                listRef={tabList}
              />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
      {ShareDialog ? (
        <ShareDialog
          opened={share.opened}
          onClose={share.close}
          url={`${browser.origin()}${paths.sdgTopic.href(sdg.id)}`}
          title={t('sdgPage.metaTitle', { number: sdg.number, name: sdg.name })}
        />
      ) : null}
    </>
  );
}

function focusSelectedTab(list: HTMLElement | null) {
  const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
  // Smooth scrolling is motion: only for those who have not asked the system for less.
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  selected?.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  selected?.focus({ preventScroll: true });
}

/** /sdg-topics/{id}. */
export function SdgTopicRoute() {
  const { id = '' } = useParams();
  return <SdgPage key={id} id={id} />;
}

/** /details-topic/{type}/{id}: the home grid's link; type `topic` is an SDG. */
export function DetailsTopicRoute() {
  const { type, id = '' } = useParams();
  if (type !== 'topic') return <NotFound />;
  return <SdgPage key={id} id={id} />;
}
