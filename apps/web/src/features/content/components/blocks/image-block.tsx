import { Container, Image } from '@mantine/core';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';
import classes from '../content.module.css';
import { readText, type BlockData } from './block-data';

/** image: a picture with its alt text, at most 500 px high (spec 3); broken ones show the default. */
export function ImageBlock({ data }: { data: BlockData }) {
  const src = storageUrl(readText(data, 'image'));
  if (!src) return null;
  return (
    <Container size="lg">
      <Image
        src={src}
        fallbackSrc={DEFAULT_IMAGE}
        alt={readText(data, 'alt_text') ?? ''}
        radius="lg"
        className={classes.image}
      />
    </Container>
  );
}
