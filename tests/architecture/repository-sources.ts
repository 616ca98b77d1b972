// The source files the architecture tests read: every script under a folder of the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from './dependency-rule.js';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

export function sourcesUnder(folder: string): SourceFile[] {
  if (!existsSync(join(ROOT, folder))) return [];
  const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => {
      const path = relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, text: readFileSync(join(ROOT, path), 'utf8') };
    });
}
