import { Loader, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { InlineErrorState } from '@/components/ui/error-state';
import { nonprofitEventsQueryOptions } from '@/features/events/api/get-nonprofit-events';
import { nonprofitProjectsQueryOptions } from '@/features/projects/api/get-nonprofit-projects';

/** An event or project of the chosen non-profit, or null for the non-profit as a whole. */
export type ChosenCampaign = { type: 'event' | 'project'; id: number } | null;

const toValue = (campaign: ChosenCampaign) => (campaign ? `${campaign.type}:${campaign.id}` : null);

function fromValue(value: string | null): ChosenCampaign {
  const match = /^(event|project):(\d+)$/.exec(value ?? '');
  return match ? { type: match[1] as 'event' | 'project', id: Number(match[2]) } : null;
}

interface CampaignSelectProps {
  nonprofitId: number | null;
  value: ChosenCampaign;
  onChange: (value: ChosenCampaign) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The optional parent below the non-profit (nonprofits_id, events_id or projects_id):
 * one of its events (GET /nonprofit-event/{id}) or projects (GET /nonprofit-project/{id}).
 */
export function CampaignSelect({
  nonprofitId,
  value,
  onChange,
  error,
  disabled,
}: CampaignSelectProps) {
  const { t } = useTranslation();
  const enabled = nonprofitId !== null;
  const events = useQuery({ ...nonprofitEventsQueryOptions(nonprofitId ?? 0), enabled });
  const projects = useQuery({ ...nonprofitProjectsQueryOptions(nonprofitId ?? 0), enabled });
  const loading = enabled && (events.isPending || projects.isPending);

  const data = [
    {
      group: t('fundraiserPages.form.events'),
      items: (events.data?.data ?? []).map((event) => ({
        value: `event:${event.id}`,
        label: event.title,
      })),
    },
    {
      group: t('fundraiserPages.form.projects'),
      items: (projects.data?.data ?? []).map((project) => ({
        value: `project:${project.id}`,
        label: project.name,
      })),
    },
  ].filter((group) => group.items.length > 0);

  let placeholder = t('fundraiserPages.form.campaignPlaceholder');
  if (!enabled) placeholder = t('fundraiserPages.form.campaignChooseNonprofit');
  else if (loading) placeholder = t('common.loading');
  else if (data.length === 0 && !events.isError && !projects.isError)
    placeholder = t('fundraiserPages.form.campaignNone');

  return (
    <Stack gap={6}>
      <Select
        label={t('fundraiserPages.form.campaign')}
        description={t('fundraiserPages.form.campaignHint')}
        placeholder={placeholder}
        data={data}
        value={toValue(value)}
        onChange={(next) => onChange(fromValue(next))}
        clearable
        clearButtonProps={{ 'aria-label': t('fundraiserPages.form.campaignClear') }}
        disabled={disabled || !enabled || loading || data.length === 0}
        rightSection={loading ? <Loader size="xs" aria-hidden="true" /> : undefined}
        error={error}
        comboboxProps={{ shadow: 'md' }}
      />
      {events.isError ? (
        <InlineErrorState
          message={t('fundraiserPages.form.eventsFailed')}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : null}
      {projects.isError ? (
        <InlineErrorState
          message={t('fundraiserPages.form.projectsFailed')}
          onRetry={() => void projects.refetch()}
          retrying={projects.isFetching}
        />
      ) : null}
    </Stack>
  );
}
