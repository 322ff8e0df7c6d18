import { notifications } from '@/lib/notifications';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateCompany } from '@/features/companies/api/create-company';
import { CompanyForm } from '@/features/companies/components/company-form';
import {
  companyFormData,
  emptyCompanyValues,
  type CompanyFormValues,
} from '@/features/companies/company-form-values';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useRefreshCompanyLists } from './company-cache';
import { CompanyFormFrame } from './company-form-frame';
import { pageCreatedState } from '@/features/pages/components/admin/public-page-links';

/**
 * /company-registration: 'Registration Form for Company'. Submit sends the form to
 * POST /companies; the new company's profile opens on success.
 */
export function CompanyRegistrationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const create = useCreateCompany();
  const refresh = useRefreshCompanyLists();
  useDocumentMeta(t('companyPages.form.registerTitle'));

  function submit(values: CompanyFormValues, _facts: unknown, texts: Record<string, string>) {
    if (!user) return;
    create.mutate(companyFormData(values, { userId: user.id, texts }), {
      onSuccess: ({ company }) => {
        refresh.companyChanged(user.id);
        notifications.show({ color: 'leaf', message: t('companyPages.form.created') });
        void navigate(paths.companyProfile.href(company.id), { state: pageCreatedState });
      },
    });
  }

  return (
    <CompanyFormFrame
      title={t('companyPages.form.registerTitle')}
      intro={t('companyPages.form.registerIntro')}
    >
      <CompanyForm
        initialValues={emptyCompanyValues}
        submitLabel={t('companyPages.form.submit')}
        pendingLabel={t('companyPages.form.submitting')}
        pending={create.isPending}
        error={create.error}
        onSubmit={submit}
      />
    </CompanyFormFrame>
  );
}
