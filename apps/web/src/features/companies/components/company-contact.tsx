import type { CompanyProfile } from '@app/contract';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { ContactList } from '@/components/contact-list/contact-list';

/** Contact info of a company: e-mail, phone, website and address, those it has. */
export function CompanyContact({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="company-contact">
      <Stack gap="sm">
        <Title order={2} size="h5" id="company-contact">
          {t('companyPages.profile.contact')}
        </Title>
        <ContactList
          email={company.email}
          phone={company.phone}
          website={company.website}
          address={[company.addressLine1, company.postCode, company.city]}
        />
      </Stack>
    </Paper>
  );
}
