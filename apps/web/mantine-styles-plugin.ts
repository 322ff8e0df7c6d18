import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** How Mantine names its components' classes: `m_` and a hash of up to eight hexadecimal digits. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS));

const wholeStylesheet = fileURLToPath(import.meta.resolve('@mantine/core/styles.css'));
const componentsDir = path.join(path.dirname(wholeStylesheet), 'styles');

/** Mantine's stylesheets one by one (`Button.css`), without their copies in a CSS layer. */
function componentStylesheetFiles(): string[] {
  return readdirSync(componentsDir).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
  );
}

/** Mantine's stylesheet of each of its components (`Button.css`), with the classes it styles. */
export function mantineComponentStylesheets(): Map<string, Set<string>> {
  const sheets = new Map<string, Set<string>>();
  for (const file of componentStylesheetFiles()) {
    const classes = classesIn(readFileSync(path.join(componentsDir, file), 'utf8'));
    if (classes.size > 0) sheets.set(file, classes);
  }
  return sheets;
}

/**
 * Mantine's stylesheets in the order `@mantine/core/styles.css` joins them: global styles first,
 * then a component after those it is built on. Rules of equal weight win by that order.
 */
export function mantineStylesheetOrder(): string[] {
  const whole = readFileSync(wholeStylesheet, 'utf8');
  const at = (file: string) => {
    const text = readFileSync(path.join(componentsDir, file), 'utf8').trim();
    return whole.indexOf(text.slice(0, 200));
  };
  return componentStylesheetFiles()
    .map((file) => ({ file, at: at(file) }))
    .filter(({ at: position }) => position >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ file }) => file);
}

export interface MissingStylesheet {
  /** Mantine's stylesheet for a component the build carries (`Button.css`). */
  file: string;
  /** Its classes the scripts use that the app's stylesheet lacks. */
  classes: string[];
}

/**
 * The Mantine stylesheets a build leaves out although its scripts carry the component: each
 * component's script names its classes (`m_77c9d27d`), so a class in a script that no stylesheet
 * of the build defines is a component rendered without its styles.
 */
export function missingMantineStylesheets(
  scripts: readonly string[],
  stylesheets: readonly string[],
  components: ReadonlyMap<string, ReadonlySet<string>> = mantineComponentStylesheets(),
): MissingStylesheet[] {
  const used = classesIn(scripts.join('\n'));
  const defined = classesIn(stylesheets.join('\n'));
  const missing: MissingStylesheet[] = [];
  for (const [file, classes] of components) {
    const lacking = [...classes].filter((name) => used.has(name) && !defined.has(name));
    if (lacking.length > 0) missing.push({ file, classes: lacking });
  }
  return missing;
}

/**
 * The app imports Mantine's styles per component (`src/app/mantine-styles.css`, ADR 029), not
 * the whole of `@mantine/core/styles.css`. This fails the build when a component (or one it is
 * built on) is in the app's scripts but its stylesheet is not imported, naming the files to add.
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'mantine-styles-check',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') scripts.push(output.code);
        else if (output.fileName.endsWith('.css')) stylesheets.push(String(output.source));
      }
      const missing = missingMantineStylesheets(scripts, stylesheets);
      if (missing.length === 0) return;
      const files = missing.map(({ file }) => `@import '@mantine/core/styles/${file}';`);
      this.error(
        `Mantine components are in the build without their styles. Add to src/app/mantine-styles.css (in the order of @mantine/core/styles.css):\n${files.join('\n')}`,
      );
    },
  };
}
