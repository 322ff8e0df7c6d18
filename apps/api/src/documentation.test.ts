/**
 * The reference pages under docs/ against what they describe: docs/configuration.md names every
 * variable the server reads and no server variable that is gone; docs/scripts.md names every
 * script of the root package.json and no script that is gone; .env.example sets (or shows,
 * commented out) every variable the server reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './config';
import { configKeys } from '../test/config-keys';

const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');

describe('docs/configuration.md', () => {
  const text = read('docs/configuration.md');
  // The part before "Outside the server" is the server's own; after it come the variables that
  // only scripts and tests read.
  const serverPart = text.split(/^## Outside the server$/m)[0]!;
  const named = (part: string) => new Set(part.match(/(?<=`)[A-Z][A-Z0-9_]+(?=[`=])/g) ?? []);

  it('names every variable the server reads', () => {
    const keys = configKeys();
    expect(keys.size).toBeGreaterThan(40);
    const documented = named(serverPart);
    expect([...keys].filter((key) => !documented.has(key))).toEqual([]);
  });

  it('names no server variable the server does not read', () => {
    const keys = configKeys();
    expect(text).toMatch(/^## Outside the server$/m);
    expect([...named(serverPart)].filter((name) => !keys.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('sets or shows every variable the server reads, and none it does not', () => {
    const listed = new Set(
      [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!),
    );
    const keys = configKeys();
    expect([...keys].filter((key) => !listed.has(key))).toEqual([]);
    expect([...listed].filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('docs/scripts.md', () => {
  const text = read('docs/scripts.md');
  const scripts = Object.keys(
    (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
  );

  it('names every script of the root package.json', () => {
    expect(scripts.length).toBeGreaterThan(20);
    const mentioned = (name: string) =>
      text.includes(`npm run ${name}`) ||
      text.includes(`\`${name}\``) ||
      ((name === 'start' || name === 'test') && text.includes(`\`npm ${name}\``));
    expect(scripts.filter((name) => !mentioned(name))).toEqual([]);
  });

  it('names no script that is gone', () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
