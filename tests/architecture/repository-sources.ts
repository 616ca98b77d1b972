// The source files the architecture tests read: every script under a folder of the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from './dependency-rule.js';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

export function sourcesUnder(folder: string): SourceFile[] {
  return filesUnder(folder, SOURCE);
}

/** Every file under a folder whose name matches `names`, with its text. */
export function filesUnder(folder: string, names: RegExp): SourceFile[] {
  if (!existsSync(join(ROOT, folder))) return [];
  const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && names.test(entry.name))
    .map((entry) => repositoryFile(relative(ROOT, join(entry.parentPath, entry.name))));
}

/** One file of the repository by its path from the root, with its text. */
export function repositoryFile(path: string): SourceFile {
  const forward = path.split('\\').join('/');
  return { path: forward, text: readFileSync(join(ROOT, forward), 'utf8') };
}

/** The files at the repository's root (not below it) whose name matches `names`. */
export function rootFiles(names: RegExp): SourceFile[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && names.test(entry.name))
    .map((entry) => repositoryFile(entry.name));
}
