import type { CompanyProfile } from '@app/contract';
import { Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { factLabel, isImageFact } from '../page-data';
import classes from './companies.module.css';
import { RichText } from '@/components/ui/rich-text';

/**
 * The Company Overview tab: the description (sanitised rich text from the server) and
 * the facts grid from page_data, names with underscores shown as spaces and values starting with
 * http shown as pictures. Each part says so when it is empty.
 */
export function CompanyOverview({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const facts = Object.entries(company.page_data ?? {});
  const description = company.description?.trim();

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="company-about-heading">
        <Title order={2} size="h4" id="company-about-heading">
          {t('companyPages.profile.about')}
        </Title>
        {description ? (
          <RichText text={description} />
        ) : (
          <Text c="dimmed">{t('companyPages.profile.noInformation')}</Text>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="company-facts-heading">
        <Title order={2} size="h4" id="company-facts-heading">
          {t('companyPages.profile.facts')}
        </Title>
        {facts.length > 0 ? (
          <dl className={classes.facts}>
            {facts.map(([key, value]) => (
              <div key={key} className={classes.fact}>
                <dt>{factLabel(key)}</dt>
                <dd>
                  {isImageFact(value) ? (
                    <Image
                      src={value.trim()}
                      fallbackSrc={DEFAULT_IMAGE}
                      alt={factLabel(key)}
                      radius="sm"
                      mah={160}
                      fit="contain"
                    />
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Text c="dimmed">{t('companyPages.profile.noData')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
