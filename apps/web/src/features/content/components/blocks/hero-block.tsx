import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import { storageUrl } from '@/lib/format';
import classes from '../content.module.css';
import { BlockButton } from './block-button';
import { readText, type BlockData } from './block-data';

const cssUrl = (src: string) => `url("${src.replace(/["\\\n]/g, encodeURIComponent)}")`;

/**
 * hero: heading, subheading, background_image, button_text, button_url, 500 px high.
 * The default banner lies under the picture, so a missing or broken picture shows it.
 */
export function HeroBlock({ data, headingOrder }: { data: BlockData; headingOrder: 1 | 2 }) {
  const heading = readText(data, 'heading');
  const subheading = readText(data, 'subheading');
  const picture = storageUrl(readText(data, 'background_image'));
  const buttonText = readText(data, 'button_text');
  const buttonUrl = readText(data, 'button_url');
  const layers = [
    'linear-gradient(100deg, rgba(43, 36, 31, 0.82) 0%, rgba(43, 36, 31, 0.55) 55%, rgba(43, 36, 31, 0.25) 100%)',
    ...(picture ? [cssUrl(picture)] : []),
    cssUrl(DEFAULT_BANNER),
  ];

  return (
    <Box
      component="section"
      className={classes.hero}
      style={{ backgroundImage: layers.join(', ') }}
      data-testid="hero-block"
    >
      <Container w="100%">
        <Stack gap="lg" maw={720}>
          {heading ? (
            <Title order={headingOrder} className={classes.heroTitle}>
              {heading}
            </Title>
          ) : null}
          {subheading ? <Text className={classes.heroText}>{subheading}</Text> : null}
          {buttonText && buttonUrl ? (
            <div>
              <BlockButton
                href={buttonUrl}
                size="lg"
                variant="white"
                color="ember"
                rightSection={<IconArrowRight size={20} aria-hidden="true" />}
              >
                {buttonText}
              </BlockButton>
            </div>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
