import { Container } from '@mantine/core';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';
import classes from '../content.module.css';
import { readText, type BlockData } from './block-data';
import { StoredImage } from '@/components/ui/stored-image';

/** image: a picture with its alt text, at most 500 px high; broken ones show the default. */
export function ImageBlock({ data }: { data: BlockData }) {
  const src = storageUrl(readText(data, 'image'));
  if (!src) return null;
  return (
    <Container size="lg">
      <StoredImage
        file={src}
        fallback={DEFAULT_IMAGE}
        sizes="(min-width: 75em) 1140px, 100vw"
        width={1280}
        height={720}
        alt={readText(data, 'alt_text') ?? ''}
        radius="lg"
        className={classes.image}
      />
    </Container>
  );
}
