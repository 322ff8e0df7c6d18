import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine renders a dialog's close button as an icon without a name; a screen reader then says
 * only "button" (axe: button-name, critical). Every dialog names it in the reader's language,
 * or has none. Read from the source, so a new dialog is held to it before any journey opens it.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** `<Modal ...>` openings (up to their first `>` outside braces) and `<Modal.CloseButton ...>`. */
function unnamedCloseButtons(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/<Modal(\.CloseButton)?[\s>]/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < code.length; end++) {
      const c = code[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    const opening = code.slice(match.index, end + 1);
    const named = match[1]
      ? /aria-label=/.test(opening)
      : /closeButtonProps=\{\{[^]*'aria-label'/.test(opening) ||
        /withCloseButton=\{false\}/.test(opening);
    if (!named) found.push(opening.split('\n')[0]!);
  }
  return found;
}

describe('dialog close buttons', () => {
  it('are named in every dialog of the app', () => {
    const unnamed = sources(src).flatMap((file) =>
      unnamedCloseButtons(readFileSync(file, 'utf8')).map(
        (opening) => `${path.relative(src, file)}: ${opening}`,
      ),
    );
    expect(unnamed).toEqual([]);
  });

  it('finds a dialog whose close button has no name', () => {
    expect(
      unnamedCloseButtons(`<Modal opened={o} onClose={() => f({ a: 1 })} title="x">`),
    ).toHaveLength(1);
    expect(unnamedCloseButtons(`<Modal.CloseButton />`)).toHaveLength(1);
    expect(
      unnamedCloseButtons(`<Modal opened closeButtonProps={{ 'aria-label': t('common.close') }}>`),
    ).toEqual([]);
    expect(unnamedCloseButtons(`<Modal.CloseButton aria-label={t('x')} />`)).toEqual([]);
  });
});
