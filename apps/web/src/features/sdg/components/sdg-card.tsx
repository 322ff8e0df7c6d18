import type { SdgTopic } from '@app/contract';
import { Box, Card, Group, Image, Text, Title } from '@mantine/core';
import { use, useState } from 'react';
import { FirstPictures, storedImageSrcSet } from '@/components/ui/stored-image';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { readableTextColor, storageUrl, truncate } from '@/lib/format';
import classes from './sdg.module.css';

/** SDG card descriptions are cut at 100 characters plus an ellipsis. */
const SDG_DESCRIPTION_LIMIT = 100;

interface SdgCardProps {
  topic: SdgTopic;
  /** Where the card leads; the app decides the route. */
  to: string;
}

/** One goal: its colour, number, name and the start of its description. */
export function SdgCard({ topic, to }: SdgCardProps) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : storageUrl(topic.logo);
  const textColor = readableTextColor(topic.colorTheme);
  // Unless it is among a page's first pictures, fetched and decoded when near, not at the first
  // paint (the home page's 17 goals are below the first screen).
  const first = use(FirstPictures);

  return (
    <Card component={Link} to={to} radius="lg" padding={0} withBorder className={classes.card}>
      <Box
        className={classes.band}
        style={{ backgroundColor: topic.colorTheme, color: textColor }}
        p="md"
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text size="xs" fw={700} tt="uppercase" style={{ letterSpacing: 1, color: textColor }}>
              {t('home.sdg.goalNumber', { number: topic.number })}
            </Text>
            <Text
              fz={{ base: 36, sm: 44 }}
              fw={800}
              lh={1}
              aria-hidden="true"
              style={{ color: textColor }}
            >
              {topic.number}
            </Text>
          </div>
          {logo ? (
            <Image
              src={logo}
              srcSet={storedImageSrcSet(logo)}
              sizes="56px"
              alt=""
              w={56}
              h={56}
              width={56}
              height={56}
              loading={first ? 'eager' : 'lazy'}
              decoding={first ? undefined : 'async'}
              radius="sm"
              fit="contain"
              onError={() => setLogoFailed(true)}
            />
          ) : null}
        </Group>
      </Box>
      <Box p="md" className={classes.body}>
        <Title order={3} size="h5" mb={6}>
          {topic.name}
        </Title>
        <Text size="sm" c="dimmed">
          {truncate(topic.description, SDG_DESCRIPTION_LIMIT)}
        </Text>
      </Box>
    </Card>
  );
}
