import type { CompanyProfile } from '@app/contract';
import { Button, Container } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconBuildingOff, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCompanyProfile } from '@/features/companies/api/get-company-profile';
import { useUpdateCompany } from '@/features/companies/api/update-company';
import { CompanyForm } from '@/features/companies/components/company-form';
import {
  companyFormData,
  companyValuesFrom,
  type CompanyFormValues,
} from '@/features/companies/company-form-values';
import { companyFromEditState } from '@/features/companies/navigation-state';
import { factRowsFrom, type FactRow } from '@/features/companies/page-data';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useRefreshCompanyLists } from './company-cache';
import { CompanyFormFrame } from './company-form-frame';

/**
 * /edit-company-profile/{id}: the company from navigation state when the profile
 * opened this page, else loaded by id. Only the owner may edit; Update sends POST
 * /company-profile/{id} and goes back to the profile.
 */
export function EditCompanyProfileRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const fromState = companyFromEditState(location.state, id);
  const companyId = id ?? (fromState ? String(fromState.id) : '');
  // A direct link or a reload has no state: the company is read by id.
  const query = useCompanyProfile(companyId, { enabled: !fromState && companyId !== '' });
  const company = fromState ?? query.data?.data;
  useDocumentMeta(t('companyPages.edit.title'));

  if (company) return <EditCompany key={company.id} company={company} />;

  const notFound = {
    icon: <IconBuildingOff size={28} />,
    title: t('companyPages.profile.notFound'),
    message: t('companyPages.edit.missing'),
  };
  if (companyId === '') {
    return (
      <Container size="sm" py="xl">
        <EmptyState {...notFound} />
      </Container>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        query={query}
        notFound={notFound}
        failed={{
          title: t('companyPages.edit.loadFailedTitle'),
          message: t('companyPages.edit.loadFailed'),
        }}
      />
    );
  }
  return <PageLoader />;
}

function EditCompany({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const update = useUpdateCompany(company.id);
  const refresh = useRefreshCompanyLists();
  // The form starts once from what was loaded; a later refetch does not undo typing.
  const [initial] = useState(() => ({
    values: companyValuesFrom(company),
    facts: factRowsFrom(company.page_data),
  }));
  const profileHref = paths.companyProfile.href(company.id);

  if (!user || user.id !== company.user_id) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon={<IconLock size={28} />}
          title={t('companyPages.edit.notAllowedTitle')}
          message={t('companyPages.edit.notAllowed')}
          action={
            <Button component={Link} to={profileHref} variant="light">
              {t('companyPages.edit.backToProfile')}
            </Button>
          }
        />
      </Container>
    );
  }
  const userId = user.id;

  function submit(
    values: CompanyFormValues,
    facts: FactRow[] | undefined,
    texts: Record<string, string>,
  ) {
    const form = companyFormData(values, { userId, facts: facts ?? [], stored: company, texts });
    update.mutate(form, {
      onSuccess: () => {
        refresh.companyChanged(userId, company.id);
        notifications.show({ color: 'leaf', message: t('companyPages.form.updated') });
        void navigate(profileHref);
      },
    });
  }

  return (
    <CompanyFormFrame
      title={t('companyPages.edit.title')}
      intro={company.name}
      companyId={company.id}
    >
      <CompanyForm
        initialValues={initial.values}
        initialFacts={initial.facts}
        initialTexts={company.texts}
        keepStoredImages
        submitLabel={t('companyPages.form.update')}
        pendingLabel={t('companyPages.form.updating')}
        pending={update.isPending}
        error={update.error}
        onSubmit={submit}
      />
    </CompanyFormFrame>
  );
}
