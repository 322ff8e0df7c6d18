import type { LocationItem } from '@app/contract';
import { Card, Text, Title } from '@mantine/core';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl, truncate } from '@/lib/format';
import classes from './location-card.module.css';
import { StoredImage } from '@/components/ui/stored-image';

/** Card descriptions are cut at 120 characters plus an ellipsis. */
const LOCATION_DESCRIPTION_LIMIT = 120;

interface LocationCardProps {
  item: LocationItem;
  /** 'Country: Netherlands' for a city, 'Continent: Europe' for a country. */
  parentText: string | null;
  noDescriptionText: string;
}

/** A city, country or continent: picture or logo, name, its parent and description. */
export function LocationCard({ item, parentText, noDescriptionText }: LocationCardProps) {
  const image = storageUrl(item.picture ?? item.logo);
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="md"
      h="100%"
      bg="white"
      className={classes.card}
      style={item.colorTheme ? { borderTop: `6px solid ${item.colorTheme}` } : undefined}
    >
      <Card.Section className={classes.media}>
        <StoredImage
          file={image}
          fallback={DEFAULT_IMAGE}
          sizes="(min-width: 75em) 300px, (min-width: 48em) 45vw, 100vw"
          width={640}
          height={280}
          alt=""
          h={140}
          fit={item.picture ? 'cover' : 'contain'}
          bg="gray.0"
        />
      </Card.Section>
      <div className={classes.body}>
        <Title order={3} size="h4" mt="md" lh={1.25} className={classes.title}>
          {item.name}
        </Title>
        {parentText ? (
          <Text size="sm" c="gray.7" fw={600} mt={4}>
            {parentText}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" mt="xs">
          {item.description
            ? truncate(item.description, LOCATION_DESCRIPTION_LIMIT)
            : noDescriptionText}
        </Text>
      </div>
    </Card>
  );
}
