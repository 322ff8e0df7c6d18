import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The live text of every SQL function and trigger, one file per function under db/functions/
 * (with the triggers that run it). Migrations are how a definition reaches a database: a changed
 * file goes into a new migration with `npm run db:functions -- <name> ...`, and a test fails
 * while a file and the migrated database disagree (functions.test.ts).
 */
export const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export interface FunctionFile {
  /** The function's name, which is the file's name. */
  name: string;
  /** The file's statements: CREATE OR REPLACE FUNCTION, then CREATE OR REPLACE TRIGGER, each. */
  statements: string[];
}

/** The statements of an SQL text: split at a `;` that ends a line outside a `$$` body. */
export function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of text.split('\n')) {
    if (current.length === 0 && (line.startsWith('--') || line.trim() === '')) continue;
    current.push(line);
    inBody = (line.split('$$').length - 1) % 2 === 1 ? !inBody : inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      statements.push(current.join('\n').trim());
      current = [];
    }
  }
  if (current.join('').trim()) throw new Error(`an unfinished statement: ${current.join('\n')}`);
  return statements;
}

export function readFunctionFiles(dir = functionsDir): FunctionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.sql'.length),
      statements: statementsOf(readFileSync(path.join(dir, file), 'utf8')),
    }));
}
