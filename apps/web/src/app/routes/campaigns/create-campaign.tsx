import { notifications } from '@/lib/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CreateEventForm } from '@/features/events/components/create-event-form';
import { CreateProjectForm } from '@/features/projects/components/create-project-form';
import { useSession } from '@/lib/session';
import { CampaignFormLayout, MissingNonprofit } from './campaign-form-layout';
import { refreshAfterCampaignChange } from './campaign-queries';
import { readCampaignState } from './campaign-state';

type CampaignKind = 'event' | 'project';

const forms = { event: CreateEventForm, project: CreateProjectForm } as const;

/**
 * /create-event and /create-project: opened from the non-profit profile's
 * campaign chooser with navigation state { nonprofitId, userId }; after creating, back to that
 * profile with a toast.
 */
export function CreateCampaignRoute({ kind }: { kind: CampaignKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const state = readCampaignState(location.state);
  const title = t(`campaigns.${kind}.title`);

  if (!state) return <MissingNonprofit title={title} />;
  const { nonprofitId } = state;
  const Form = forms[kind];

  return (
    <CampaignFormLayout
      title={title}
      intro={t(`campaigns.${kind}.intro`)}
      nonprofitId={nonprofitId}
    >
      <Form
        nonprofitId={nonprofitId}
        userId={user?.id ?? state.userId}
        onCreated={() => {
          refreshAfterCampaignChange(queryClient, { kind, nonprofitId });
          notifications.show({ color: 'leaf', message: t(`campaigns.${kind}.created`) });
          void navigate(paths.nonprofitProfile.href(nonprofitId));
        }}
      />
    </CampaignFormLayout>
  );
}
