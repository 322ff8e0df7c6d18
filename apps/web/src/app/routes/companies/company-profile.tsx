import { Button } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCompanyProfile } from '@/features/companies/api/get-company-profile';
import { CompanyProfileView } from './company-profile-view';

/**
 * /company-profile/{id}: loading, error (with Retry), not found, or the company.
 * A direct link loads the company by its id.
 */
export function CompanyProfileRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useCompanyProfile(id);

  if (query.isPending) return <PageLoader label={t('companyPages.profile.loading')} />;

  if (query.isError) {
    return (
      <LoadFailure
        query={query}
        notFound={{
          icon: <IconBuildingOff size={28} />,
          title: t('companyPages.profile.notFound'),
          message: t('companyPages.profile.notFoundText'),
          action: (
            <Button component={Link} to={paths.profile.href()} variant="light">
              {t('companyPages.profile.toProfile')}
            </Button>
          ),
        }}
        failed={{ message: t('companyPages.profile.loadFailed') }}
      />
    );
  }

  return <CompanyProfileView company={query.data.data} />;
}
