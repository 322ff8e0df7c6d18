import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDialogOnDemand } from '@/lib/use-on-demand';
import classes from './home.module.css';

// The chooser (a dialog with its steps) loads when GET STARTED is first pointed at or used.
const loadChooser = () =>
  import('./get-started-chooser').then((module) => module.GetStartedChooser);

interface HomeBannerProps {
  /** The search of the chooser's search step; the app provides it. */
  renderSearch?: (close: () => void) => ReactNode;
}

/** The home banner: what the platform is for, GET STARTED (the chooser) and START AS A NON-PROFIT. */
export function HomeBanner({ renderSearch }: HomeBannerProps) {
  const { t } = useTranslation();
  const chooser = useDialogOnDemand(loadChooser);
  const { Dialog: GetStartedChooser } = chooser;
  return (
    <Box component="section" aria-labelledby="home-banner-title" className={classes.banner}>
      <Container py={{ base: 20, sm: 96 }}>
        <Stack gap="md" maw={680}>
          <Text className={classes.eyebrow}>{t('home.banner.eyebrow')}</Text>
          <Title order={1} id="home-banner-title" className={classes.title}>
            {t('home.banner.title')}
          </Title>
          <Text className={classes.subtitle}>{t('home.banner.subtitle')}</Text>
          <Group gap="sm" mt={{ base: 0, sm: 'sm' }}>
            <Button
              onClick={chooser.open}
              {...chooser.reach}
              aria-haspopup="dialog"
              size="lg"
              variant="white"
              color="ember"
              rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            >
              {t('home.banner.getStarted')}
            </Button>
            <Button
              component={Link}
              to={paths.nonprofitRegistration.href()}
              size="lg"
              variant="outline"
              color="white"
              leftSection={<IconBuildingCommunity size={20} aria-hidden="true" />}
            >
              {t('home.banner.startNonprofit')}
            </Button>
          </Group>
        </Stack>
      </Container>
      {GetStartedChooser ? (
        <GetStartedChooser
          opened={chooser.opened}
          onClose={chooser.close}
          renderSearch={renderSearch}
        />
      ) : null}
    </Box>
  );
}
