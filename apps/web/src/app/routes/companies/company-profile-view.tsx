import type { CompanyProfile } from '@app/contract';
import { Button, Container, Grid, Paper, Stack, Tabs } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LazyPageDonationsPanel as PageDonationsPanel } from '@/features/donations/components/page-donations/lazy-page-donations-panel';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { primaryTabs } from '@/components/ui/tab-levels';
import { deleteCompany } from '@/features/companies/api/delete-company';
import { CompanyContact } from '@/features/companies/components/company-contact';
import { CompanyEventsList } from '@/features/companies/components/company-events-list';
import { CompanyHeader } from '@/features/companies/components/company-header';
import { CompanyOverview } from '@/features/companies/components/company-overview';
import { createCompanyEventState, editCompanyState } from '@/features/companies/navigation-state';
import { DeletePageSection } from '@/features/pages/components/admin/delete-page-section';
import { OtherPages } from '@/features/pages/components/admin/other-pages';
import { PageTeam } from '@/features/team/components/page-team';
import { usePageRights } from '@/features/team/api/get-page-role';
import { HelperNotice } from '@/features/team/components/helper-notice';
import { CommunityTabs } from '@/features/updates/components/community-tabs';
import { userCompaniesQueryOptions } from '@/features/users/api/get-user-companies';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useRefreshCompanyLists } from './company-cache';
import { EditPageLink } from '@/features/pages/components/admin/edit-page-link';
import { PublicPageLinks } from '@/features/pages/components/admin/public-page-links';

/**
 * A loaded company profile: header, Company Overview and Community tabs, events,
 * contact info. The owner (session user id = company.user_id) also gets Edit Page, Create a
 * Company Event, 'Your Other Companies' and the User and Settings tabs; anyone else signed in
 * sees the public parts only.
 */
export function CompanyProfileView({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const refresh = useRefreshCompanyLists();
  const isOwner = !!user && user.id === company.user_id;
  // A helper of the company gets what their role allows (editors: texts, updates, events).
  const rights = usePageRights('company', company.id, company.user_id);
  const ownCompanies = useQuery({
    ...userCompaniesQueryOptions(user?.id ?? 0, language),
    enabled: isOwner,
  });
  useDocumentMeta(company.name, company.description);

  function handleDeleted() {
    if (!user) return;
    void navigate({ pathname: paths.profile.href(), search: '?tab=pages' });
    refresh.companyDeleted(user.id, company.id);
    notifications.show({ color: 'leaf', message: t('companyPages.profile.deleted') });
  }

  const actions =
    rights.edit && user ? (
      <>
        <EditPageLink
          to={paths.editCompanyProfile.href(company.id)}
          state={editCompanyState(company)}
        />
        <PublicPageLinks href={paths.companyDetails.href(company.id)} name={company.name} />
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          component={Link}
          to={paths.createCompanyEvent.href()}
          state={createCompanyEventState(company, user.id)}
        >
          {t('companyPages.profile.createEvent')}
        </Button>
      </>
    ) : null;

  return (
    <Container py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xl">
        <CompanyHeader company={company} actions={actions} />
        <HelperNotice type="company" id={company.id} name={company.name} role={rights.role} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs defaultValue="overview" keepMounted={false} classNames={primaryTabs}>
              <Tabs.List aria-label={t('companyPages.profile.tabs.label')}>
                <Tabs.Tab value="overview">{t('companyPages.profile.tabs.overview')}</Tabs.Tab>
                <Tabs.Tab value="community">{t('companyPages.profile.tabs.community')}</Tabs.Tab>
                {rights.money ? (
                  <Tabs.Tab value="donations">{t('donations.owner.tab')}</Tabs.Tab>
                ) : null}
              </Tabs.List>
              <Tabs.Panel value="overview" pt="lg">
                <CompanyOverview company={company} />
              </Tabs.Panel>
              <Tabs.Panel value="community" pt="lg">
                <CommunityTabs pageType="company" pageId={company.id} canPost={rights.edit} />
              </Tabs.Panel>
              {rights.money ? (
                <Tabs.Panel value="donations" pt="lg">
                  <PageDonationsPanel type="company" id={company.id} />
                </Tabs.Panel>
              ) : null}
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <CompanyContact company={company} />
              <CompanyEventsList events={company.events} href={paths.companyEventDetails.href} />
              {isOwner ? (
                <OtherPages
                  title={t('companyPages.profile.otherCompanies')}
                  pages={ownCompanies.data?.companies ?? []}
                  currentId={company.id}
                  href={paths.companyProfile.href}
                />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
        {rights.manage ? (
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Tabs defaultValue="user" keepMounted={false} classNames={primaryTabs}>
              <Tabs.List aria-label={t('companyPages.profile.tabs.adminLabel')}>
                <Tabs.Tab value="user">{t('companyPages.profile.tabs.user')}</Tabs.Tab>
                {rights.own ? (
                  <Tabs.Tab value="settings">{t('companyPages.profile.tabs.settings')}</Tabs.Tab>
                ) : null}
              </Tabs.List>
              <Tabs.Panel value="user" pt="md">
                <PageTeam type="company" id={company.id} />
              </Tabs.Panel>
              {rights.own ? (
                <Tabs.Panel value="settings" pt="md">
                  <DeletePageSection
                    buttonLabel={t('companyPages.profile.deleteCompany')}
                    pageName={company.name}
                    remove={() => deleteCompany(company.id)}
                    onDeleted={handleDeleted}
                  />
                </Tabs.Panel>
              ) : null}
            </Tabs>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
