import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateCompanyEvent } from '@/features/companies/api/create-company-event';
import {
  CompanyEventForm,
  companyEventFormData,
  type CompanyEventFormValues,
} from '@/features/companies/components/company-event-form';
import {
  readCreateCompanyEventState,
  type CreateCompanyEventState,
} from '@/features/companies/navigation-state';
import { NonprofitSelect } from '@/features/nonprofits/components/nonprofit-select';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useRefreshCompanyLists } from './company-cache';
import { CompanyFormFrame } from './company-form-frame';

/**
 * /create-company-event: opened from a company profile with {companyId,
 * companyData, userId} in navigation state. Without it the company is unknown: an error dialog
 * says so and sends the user back.
 */
export function CreateCompanyEventRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = readCreateCompanyEventState(location.state);
  useDocumentMeta(t('companyPages.event.title'));
  return state ? <CreateCompanyEvent state={state} /> : <CompanyRequiredDialog />;
}

function CompanyRequiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  function goBack() {
    // Back where the user came from; a direct link (no history here) goes to the Page List.
    if (location.key !== 'default') void navigate(-1);
    else void navigate({ pathname: paths.profile.href(), search: '?tab=pages' }, { replace: true });
  }

  return (
    <Modal
      opened
      onClose={goBack}
      title={t('companyPages.event.missingTitle')}
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text role="alert">{t('companyPages.event.companyRequired')}</Text>
        <Group justify="flex-end">
          <Button onClick={goBack} data-autofocus>
            {t('companyPages.event.goBack')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CreateCompanyEvent({ state }: { state: CreateCompanyEventState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId, companyData, userId } = state;
  const create = useCreateCompanyEvent(companyId);
  const refresh = useRefreshCompanyLists();

  function submit(values: CompanyEventFormValues) {
    create.mutate(companyEventFormData(values, { companyId, userId }), {
      onSuccess: () => {
        refresh.companyEventAdded(companyId);
        notifications.show({ color: 'leaf', message: t('companyPages.event.created') });
        void navigate(paths.companyProfile.href(companyId));
      },
    });
  }

  return (
    <CompanyFormFrame
      title={t('companyPages.event.title')}
      intro={t('companyPages.event.forCompany', { name: companyData.name })}
      companyId={companyId}
    >
      <CompanyEventForm
        pending={create.isPending}
        error={create.error}
        onSubmit={submit}
        nonprofitSelect={(field) => <NonprofitSelect {...field} required />}
      />
    </CompanyFormFrame>
  );
}
