import { Text, Typography } from '@mantine/core';
import { isRichText } from '@/lib/rich-text';
import classes from './rich-text.module.css';

/**
 * A page's description or a timeline update as its author wrote it. Rich text comes from the
 * page forms and was sanitised by the server (allow-list) before it was stored, so it is shown
 * as HTML; plain text (older and seeded pages) keeps its line breaks.
 */
export function RichText({ text, lang }: { text: string; lang?: string }) {
  if (!isRichText(text))
    return (
      <Text className={classes.plain} lang={lang}>
        {text}
      </Text>
    );
  return (
    <Typography
      className={classes.richText}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
