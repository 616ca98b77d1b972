import { fileURLToPath } from 'node:url';

/**
 * The app imports core as a package user does, by the package's public entries
 * (`matka-core`, `matka-core/player`, …): in the repository they name core's entry files
 * (tsconfig.json's `paths` says the same to TypeScript, tsx and tsup).
 */
export const packageEntries = [
  { find: /^matka-core$/, replacement: entry('numbers') },
  { find: /^matka-core\/player$/, replacement: entry('player') },
  { find: /^matka-core\/console$/, replacement: entry('console') },
  { find: /^matka-core\/result-log$/, replacement: entry('result-log') },
];

function entry(name: string): string {
  return fileURLToPath(new URL(`core/entries/${name}.ts`, import.meta.url));
}
