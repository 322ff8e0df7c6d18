import type { PageDetails } from '@app/contract';
import { Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { paths } from '@/config/paths';
import { formatDate, readableTextColor } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDialogOnDemand } from '@/lib/use-on-demand';
import { useDocumentMeta } from '@/lib/use-document-meta';
import classes from '@/features/pages/components/details.module.css';
import { CommunityGrid } from '@/features/pages/components/community-grid';
import { DetailHero, type RelatedLink } from '@/features/pages/components/detail-hero';
import { InfoPanel } from '@/features/pages/components/info-panel';
import { RaisedPanel } from '@/features/pages/components/raised-panel';
import { TopicChips } from '@/features/pages/components/topic-chips';
import { kindLabelKey } from '@/features/pages/page-kind';
import {
  PageUpdatesSection,
  postsUpdates,
} from '@/features/updates/components/page-updates-section';
import { OrganiserPanel } from '@/features/pages/components/organiser-panel';
import { CompanyEventsSection } from './company-events-section';
import { DonorWallSection, PageDonorCount } from './donor-wall-section';
import { PageActions } from './page-actions';
import { ReportPageButton } from './report-page-button';
import { RichText } from '@/components/ui/rich-text';
import { langOf } from '@/lib/text-lang';

/** The pages this one belongs to, each linking to its own page. */
function useRelated(page: PageDetails): RelatedLink[] {
  const { t } = useTranslation();
  const related: RelatedLink[] = [];
  if (page.company) {
    related.push({
      text: t('details.related.company', { name: page.company.name }),
      to: paths.companyDetails.href(page.company.id),
    });
  }
  if (page.nonprofit) {
    related.push({
      text: t('details.related.nonprofit', { name: page.nonprofit.name }),
      to: paths.nonprofitDetails.href(page.nonprofit.id),
    });
  }
  if (page.event) {
    related.push({
      text: t('details.related.event', { name: page.event.name }),
      to: paths.eventDetails.href(page.event.id),
    });
  }
  if (page.project) {
    related.push({
      text: t('details.related.project', { name: page.project.name }),
      to: paths.discoverDetails.href('project', page.project.id),
    });
  }
  return related;
}

function EventFacts({ page }: { page: PageDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const start = formatDate(page.start_date, language);
  const end = formatDate(page.end_date, language);
  const where = [page.address_line1, page.city, page.location].filter(Boolean).join(', ');
  if (!start && !where) return null;
  const when = start && end && end !== start ? t('details.dateRange', { start, end }) : start;
  return (
    <Stack gap={4}>
      {when ? (
        <Text>
          <Text span fw={700}>
            {t('details.when')}:
          </Text>{' '}
          {when}
        </Text>
      ) : null}
      {where ? (
        <Text>
          <Text span fw={700}>
            {t('details.where')}:
          </Text>{' '}
          {where}
        </Text>
      ) : null}
    </Stack>
  );
}

// 'About {name}' and the page's activity are not part of the page's code (with Mantine's modal
// behind them): each loads when the visitor reaches for a button that opens it.
const loadContentModal = () =>
  import('@/features/pages/components/content-modal').then((module) => module.ContentModal);
const loadActivityModal = () =>
  import('@/features/pages/components/activity-modal').then((module) => module.ActivityModal);

/**
 * A non-profit, fundraiser, event, project, company or company event: hero, actions, the
 * description with 'About {name}', topics, the community (non-profits) or the company's events,
 * the latest timeline updates (companies, non-profits, fundraisers), the raised amount,
 * followers and the info panel.
 */
export function PageDetailsView({ page }: { page: PageDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const about = useDialogOnDemand(loadContentModal);
  const activity = useDialogOnDemand(loadActivityModal);
  const { Dialog: ContentModal } = about;
  const { Dialog: ActivityModal } = activity;
  const related = useRelated(page);
  useDocumentMeta(page.name, page.description);
  const topics = page.topics.length > 0 ? page.topics : page.topic ? [page.topic] : [];

  return (
    <>
      <DetailHero
        name={page.name}
        nameLang={langOf(page.languages.name, language).lang}
        label={page.label ?? t(kindLabelKey(page.type))}
        labelLang={page.label ? langOf(page.languages.label, language).lang : undefined}
        picture={page.picture}
        logo={page.logo}
        verified={page.verified}
        verifiedAt={page.verified_at}
        anbiCheckedAt={page.anbi_checked_at}
        related={related}
        badges={
          page.sdg ? (
            <Badge
              component={Link}
              to={paths.sdgTopic.href(page.sdg.id)}
              radius="sm"
              tt="none"
              style={{
                backgroundColor: page.sdg.colorTheme,
                color: readableTextColor(page.sdg.colorTheme),
                cursor: 'pointer',
              }}
            >
              {t('details.sdg', { number: page.sdg.number, name: page.sdg.name })}
            </Badge>
          ) : null
        }
      />
      <Container py={{ base: 'lg', sm: 'xl' }}>
        <div className={classes.layout}>
          <Stack gap="xl" className={classes.layoutMain}>
            <PageActions page={page} />
            <Stack gap="sm" component="section" aria-labelledby="description-heading">
              <Title order={2} size="h3" id="description-heading">
                {t('details.content.title', { name: page.name })}
              </Title>
              {page.type === 'event' ? <EventFacts page={page} /> : null}
              {page.description?.trim() ? (
                <RichText
                  text={page.description}
                  {...langOf(page.languages.description, language)}
                />
              ) : (
                <Text c="dimmed">{t('details.noDescription')}</Text>
              )}
              <div>
                <Button
                  variant="light"
                  leftSection={<IconBook size={18} aria-hidden="true" />}
                  onClick={about.open}
                  {...about.reach}
                  aria-haspopup="dialog"
                >
                  {t('details.info.readMore')}
                </Button>
              </div>
            </Stack>
            <TopicChips topics={topics} />
            {page.raised === null ? null : (
              <HydrateWhenNear>
                <DonorWallSection page={page} />
              </HydrateWhenNear>
            )}
          </Stack>
          {/* Below the fold on a phone: each part is hydrated when it comes near (ADR 027). */}
          <Stack gap="lg" className={classes.layoutSide}>
            <HydrateWhenNear>
              <RaisedPanel
                raised={page.raised}
                goal={page.goal}
                followersCount={page.followers_count}
                donors={<PageDonorCount page={page} />}
              />
            </HydrateWhenNear>
            {page.organiser ? (
              <HydrateWhenNear>
                <OrganiserPanel organiser={page.organiser} />
              </HydrateWhenNear>
            ) : null}
            <HydrateWhenNear>
              <InfoPanel page={page} onOpenAbout={about.open} onOpenActivity={activity.open} />
            </HydrateWhenNear>
            <HydrateWhenNear>
              <ReportPageButton page={page} />
            </HydrateWhenNear>
          </Stack>
          {postsUpdates(page.type) ? (
            <Stack gap={40} className={classes.layoutExtra}>
              {page.type === 'nonprofit' ? (
                <HydrateWhenNear>
                  <CommunityGrid type={page.type} id={page.id} />
                </HydrateWhenNear>
              ) : null}
              {page.type === 'company' ? (
                <HydrateWhenNear>
                  <CompanyEventsSection companyId={page.id} name={page.name} />
                </HydrateWhenNear>
              ) : null}
              <HydrateWhenNear>
                <PageUpdatesSection pageType={page.type} pageId={page.id} />
              </HydrateWhenNear>
            </Stack>
          ) : null}
        </div>
      </Container>
      {ContentModal ? (
        <ContentModal
          opened={about.opened}
          onClose={about.close}
          type={page.type}
          id={page.id}
          name={page.name}
          description={page.description}
        />
      ) : null}
      {ActivityModal ? (
        <ActivityModal
          opened={activity.opened}
          onClose={activity.close}
          type={page.type}
          id={page.id}
        />
      ) : null}
    </>
  );
}
