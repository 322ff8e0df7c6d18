import { Stack, Text } from '@mantine/core';
import classes from './jobs.module.css';

const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;
const NUMBERED = /^\s*\d{1,2}[.)]\s+/;

export type TextBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

/**
 * A vacancy's text as blocks: blank lines part them; a block whose every line starts with a
 * bullet ('-', '*', '•') or a number ('1.', '2)') reads as a list, any other keeps its lines.
 */
export function textBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines): TextBlock => {
      if (lines.length > 1 && lines.every((line) => BULLET.test(line))) {
        return {
          kind: 'list',
          ordered: lines.every((line) => NUMBERED.test(line)),
          items: lines.map((line) => line.replace(BULLET, '').trim()),
        };
      }
      return { kind: 'paragraph', text: lines.join('\n').trim() };
    });
}

/** A multi-line text of a vacancy: its line breaks kept, list-like lines shown as a list. */
export function JobText({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <Text key={index} component={block.ordered ? 'ol' : 'ul'} className={classes.list}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </Text>
        ) : (
          <Text key={index} className={classes.text}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
