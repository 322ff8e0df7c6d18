import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { useCities } from '@/features/locations/api/get-cities';
import { useContinents } from '@/features/locations/api/get-continents';
import { useCountries } from '@/features/locations/api/get-countries';
import {
  LocationSection,
  type LocationKind,
} from '@/features/locations/components/location-section';
import { useDocumentMeta } from '@/lib/use-document-meta';

const kinds: LocationKind[] = ['cities', 'countries', 'continents'];

/** /location: cards for cities, countries and continents, each section on its own. */
export function LocationScreen() {
  const { t } = useTranslation();
  const queries = { cities: useCities(), countries: useCountries(), continents: useContinents() };
  useDocumentMeta(t('places.title'), t('places.metaDescription'));

  return (
    <Container py={{ base: 40, sm: 64 }}>
      <Stack gap="xs" mb={40}>
        <Title order={1}>{t('places.title')}</Title>
        <Text size="lg" c="dimmed" maw={720}>
          {t('places.intro')}
        </Text>
        <Box component="nav" aria-label={t('places.jumpTo')} mt="sm">
          <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {kinds.map((kind) => (
              <li key={kind}>
                <Anchor href={`#${kind}`} fw={600}>
                  {t(`places.${kind}`)}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
      </Stack>
      <Stack gap={56}>
        {kinds.map((kind) => (
          <LocationSection key={kind} kind={kind} query={queries[kind]} />
        ))}
      </Stack>
    </Container>
  );
}
