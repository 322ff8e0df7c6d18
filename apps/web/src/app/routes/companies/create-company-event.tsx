import { Anchor, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
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
import { useDocumentMeta } from '@/lib/use-document-meta';
import { paths } from '../../paths';
import { useRefreshCompanyLists } from './company-cache';

/**
 * /create-company-event (spec 2, 5): opened from a company profile with {companyId,
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
  const profileHref = paths.companyProfile.href(companyId);

  function submit(values: CompanyEventFormValues) {
    create.mutate(companyEventFormData(values, { companyId, userId }), {
      onSuccess: () => {
        refresh.companyEventAdded(companyId);
        notifications.show({ color: 'leaf', message: t('companyPages.event.created') });
        void navigate(profileHref);
      },
    });
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Anchor component={Link} to={profileHref} size="sm">
            <IconArrowLeft size={14} aria-hidden="true" /> {t('companyPages.edit.backToProfile')}
          </Anchor>
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('companyPages.event.title')}
            </Title>
            <Text c="dimmed">{t('companyPages.event.forCompany', { name: companyData.name })}</Text>
          </Stack>
          <CompanyEventForm pending={create.isPending} error={create.error} onSubmit={submit} />
        </Stack>
      </Paper>
    </Container>
  );
}
