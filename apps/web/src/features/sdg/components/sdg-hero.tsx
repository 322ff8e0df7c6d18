import { Badge, Box, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import classes from './sdg.module.css';

/** The official colours of the 17 goals, for the decorative mosaic. */
const goalColours = [
  '#E5243B',
  '#DDA63A',
  '#4C9F38',
  '#C5192D',
  '#FF3A21',
  '#26BDE2',
  '#FCC30B',
  '#A21942',
  '#FD6925',
  '#DD1367',
  '#FD9D24',
  '#BF8B2E',
  '#3F7E44',
  '#0A97D9',
  '#56C02B',
  '#00689D',
  '#19486A',
];

/** Home hero titled 'Sustainable development goals'. */
export function SdgHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="sdg-hero-title"
      className={classes.hero}
      p={{ base: 'lg', sm: 40 }}
    >
      <Grid gap={40} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} id="sdg-hero-title" fz={{ base: 28, sm: 36 }}>
              {t('home.sdg.heroTitle')}
            </Title>
            <Text size="lg" c="gray.8" maw={620}>
              {t('home.sdg.heroText')}
            </Text>
            <Group gap="sm">
              <Badge size="lg" variant="light" color="ember" radius="xl">
                {t('home.sdg.heroGoals')}
              </Badge>
              <Badge size="lg" variant="light" color="leaf" radius="xl">
                {t('home.sdg.heroYear')}
              </Badge>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
          <Box className={classes.wheel} aria-hidden="true" mx="auto">
            {goalColours.map((colour) => (
              <span key={colour} style={{ backgroundColor: colour }} />
            ))}
          </Box>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
