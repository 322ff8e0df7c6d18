import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCircleCheck,
  IconCompass,
  IconHeartHandshake,
  IconLifebuoy,
  IconSpeakerphone,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import classes from './more-information.module.css';

const audiences: Array<{ id: string; icon: ReactNode }> = [
  { id: 'donors', icon: <IconHeartHandshake size={26} /> },
  { id: 'nonprofits', icon: <IconBuildingCommunity size={26} /> },
  { id: 'fundraisers', icon: <IconSpeakerphone size={26} /> },
  { id: 'companies', icon: <IconBuildingSkyscraper size={26} /> },
];

/**
 * /more-information: what the platform does for donors,
 * non-profits, fundraisers and companies, with the ways in (Discover, Sign up, Help).
 */
export function MoreInformationRoute() {
  const { t } = useTranslation();
  useDocumentMeta(t('moreInfo.title'), t('moreInfo.intro'));

  return (
    <>
      <Box component="section" aria-labelledby="more-info-title" className={classes.hero}>
        <Container py={{ base: 56, sm: 88 }}>
          <Stack gap="md" maw={760}>
            <Text className={classes.eyebrow}>{t('moreInfo.eyebrow')}</Text>
            <Title order={1} id="more-info-title" className={classes.title}>
              {t('moreInfo.title')}
            </Title>
            <Text className={classes.intro}>{t('moreInfo.intro')}</Text>
          </Stack>
        </Container>
      </Box>

      <Container py={{ base: 48, sm: 72 }}>
        <Box component="section" aria-labelledby="more-info-audiences">
          <Title order={2} id="more-info-audiences" mb="xl" fz={{ base: 26, sm: 32 }}>
            {t('moreInfo.sectionsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {audiences.map(({ id, icon }) => (
              <Paper key={id} withBorder radius="lg" p="xl" bg="white">
                <Stack gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                      {icon}
                    </ThemeIcon>
                    <Title order={3}>{t(`moreInfo.${id}.title`)}</Title>
                  </Group>
                  <Text c="gray.8">{t(`moreInfo.${id}.text`)}</Text>
                  <List
                    spacing="xs"
                    icon={
                      <ThemeIcon size={22} radius="xl" color="leaf.7" aria-hidden="true">
                        <IconCircleCheck size={15} />
                      </ThemeIcon>
                    }
                  >
                    {['point1', 'point2', 'point3'].map((point) => (
                      <List.Item key={point}>{t(`moreInfo.${id}.${point}`)}</List.Item>
                    ))}
                  </List>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>
      </Container>

      <Box component="section" aria-labelledby="more-info-cta" className={classes.cta}>
        <Container py={{ base: 48, sm: 64 }}>
          <Stack gap="md" align="flex-start" maw={760}>
            <Title order={2} id="more-info-cta">
              {t('moreInfo.cta.title')}
            </Title>
            <Text size="lg" c="gray.8">
              {t('moreInfo.cta.text')}
            </Text>
            <Group gap="sm" mt="sm">
              <Button
                component={Link}
                to={paths.discover.href()}
                size="md"
                leftSection={<IconCompass size={20} aria-hidden="true" />}
              >
                {t('moreInfo.cta.discover')}
              </Button>
              <Button
                component={Link}
                to={paths.signUp.href()}
                size="md"
                variant="outline"
                leftSection={<IconUserPlus size={20} aria-hidden="true" />}
              >
                {t('moreInfo.cta.signUp')}
              </Button>
              <Button
                component={Link}
                to={paths.help.href()}
                size="md"
                variant="subtle"
                leftSection={<IconLifebuoy size={20} aria-hidden="true" />}
              >
                {t('moreInfo.cta.help')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
