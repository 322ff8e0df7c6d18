import { Container, Typography } from '@mantine/core';
import classes from '../content.module.css';
import { readText, type BlockData } from './block-data';

/**
 * rich_text: HTML that the server has already sanitised, with links made safe (a scheme
 * added where missing; external links open in a new tab without opener or referrer).
 */
export function RichTextBlock({ data }: { data: BlockData }) {
  const content = readText(data, 'content');
  if (!content) return null;
  return (
    <Container size="md">
      <Typography className={classes.richText} dangerouslySetInnerHTML={{ __html: content }} />
    </Container>
  );
}
