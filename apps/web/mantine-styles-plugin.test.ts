import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  mantineComponentStylesheets,
  mantineStylesheetOrder,
  missingMantineStylesheets,
} from './mantine-styles-plugin';

/** Button's root class, as Mantine's Button.css and its script name it. */
const BUTTON_ROOT = 'm_77c9d27d';
/** UnstyledButton's root class (Button is built on it). */
const UNSTYLED_BUTTON_ROOT = 'm_87cf2631';

const buttonScript = `const classes = { root: "${BUTTON_ROOT}" }; const base = { root: "${UNSTYLED_BUTTON_ROOT}" };`;

describe('missingMantineStylesheets', () => {
  it('names the stylesheet of a component whose classes a script uses and no stylesheet defines', () => {
    const missing = missingMantineStylesheets(
      [buttonScript],
      [`.${UNSTYLED_BUTTON_ROOT} { cursor: pointer; }`],
    );
    expect(missing).toEqual([{ file: 'Button.css', classes: [BUTTON_ROOT] }]);
  });

  it('names nothing when the stylesheets define every class the scripts use', () => {
    const stylesheet = `.${BUTTON_ROOT} { color: red; } .${UNSTYLED_BUTTON_ROOT} { cursor: pointer; }`;
    expect(missingMantineStylesheets([buttonScript], [stylesheet])).toEqual([]);
  });

  it('takes no other m_ name in a script for a component', () => {
    expect(missingMantineStylesheets(['const id = "m_00000000";'], [''])).toEqual([]);
  });
});

describe("Mantine's stylesheets", () => {
  it('are read one by one with their classes, without the layered copies', () => {
    const sheets = mantineComponentStylesheets();
    expect(sheets.get('Button.css')).toContain(BUTTON_ROOT);
    expect([...sheets.keys()].some((file) => file.endsWith('.layer.css'))).toBe(false);
  });
});

describe('src/app/mantine-styles.css', () => {
  const imports = [
    ...readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src/app/mantine-styles.css'),
      'utf8',
    ).matchAll(/@import '@mantine\/core\/styles\/([\w-]+\.css)';/g),
  ].map((match) => match[1] ?? '');

  it("imports Mantine's global styles first", () => {
    expect(imports.slice(0, 3)).toEqual([
      'baseline.css',
      'default-css-variables.css',
      'global.css',
    ]);
  });

  it("imports each stylesheet once, in the order of Mantine's whole stylesheet", () => {
    const order = mantineStylesheetOrder();
    expect(new Set(imports).size).toBe(imports.length);
    expect(imports.every((file) => order.includes(file))).toBe(true);
    expect(imports).toEqual([...imports].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});
