import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLink } from './brand-link';
import classes from './layout.module.css';
import { NewsletterForm } from './newsletter-form';

const credits = [
  { href: 'https://sdgs.un.org/goals', label: 'footer.creditSdg' },
  { href: 'https://www.mollie.com', label: 'footer.creditPayments' },
  { href: 'https://tabler.io/icons', label: 'footer.creditIcons' },
] as const;

/** Site footer. */
export function Footer() {
  const { t } = useTranslation();
  const newTab = (
    <>
      {' '}
      <VisuallyHidden component="span">{t('common.opensInNewTab')}</VisuallyHidden>
    </>
  );

  return (
    <Box component="footer" className={classes.footer} pt={56} pb="xl">
      <Container>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
          <Stack gap="sm">
            <BrandLink inverted />
            <Text size="sm" c="gray.3" maw={320}>
              {t('brand.tagline')}
            </Text>
            <Title order={2} size="h4" mt="md">
              <Link to={paths.login.href()} className={classes.footerHeadingLink}>
                {t('footer.joinHeading')}
              </Link>
            </Title>
            <Text size="sm" c="gray.3" maw={320}>
              {t('footer.joinText')}
            </Text>
          </Stack>

          <Stack gap="sm">
            <Title order={2} size="h4" c="white">
              {t('footer.newsletterHeading')}
            </Title>
            <Text size="sm" c="gray.3">
              {t('footer.newsletterText')}
            </Text>
            <NewsletterForm />
          </Stack>

          <Box component="nav" aria-labelledby="footer-explore">
            <Title order={2} size="h4" c="white" id="footer-explore" mb="sm">
              {t('footer.exploreHeading')}
            </Title>
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              <li>
                <Anchor component={Link} to={paths.discover.href()} className={classes.footerLink}>
                  {t('footer.discover')}
                </Anchor>
              </li>
              <li>
                <Anchor
                  href={paths.privacyPolicy.href()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.footerLink}
                >
                  {t('footer.privacy')}
                  {newTab}
                </Anchor>
              </li>
              <li>
                <Anchor
                  href={paths.termsAndConditions.href()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.footerLink}
                >
                  {t('footer.terms')}
                  {newTab}
                </Anchor>
              </li>
            </Stack>
          </Box>
        </SimpleGrid>

        <Divider my="xl" color="rgba(243, 237, 231, 0.2)" />

        <Group justify="space-between" gap="md" align="flex-start">
          <Text size="sm" c="gray.4">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group
            component="ul"
            gap="lg"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('footer.creditsLabel')}
          >
            {credits.map((credit) => (
              <li key={credit.href}>
                <Anchor
                  href={credit.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  className={classes.footerLink}
                >
                  {t(credit.label)}
                  <IconExternalLink
                    size={14}
                    aria-hidden="true"
                    style={{ marginLeft: 4, verticalAlign: '-2px' }}
                  />
                  {newTab}
                </Anchor>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
