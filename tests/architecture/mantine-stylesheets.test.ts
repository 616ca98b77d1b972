import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingStylesheets, stylesheetsOf } from './mantine-stylesheets.js';
import { repositoryFile, sourcesUnder } from './repository-sources.js';

const AVAILABLE = new Set(
  readdirSync(join(import.meta.dirname, '../../node_modules/@mantine/core/styles'))
    .filter((name) => /^\w+\.css$/.test(name))
    .map((name) => name.slice(0, -'.css'.length)),
);
const SHELL = stylesheetsOf(repositoryFile('ui/app/styles.ts'));
const PLAYER_FILES = sourcesUnder('ui').filter((file) => !file.path.startsWith('ui/console/'));
/** A folder's `*-styles.ts` (ui/screens/play/play-styles.ts): loaded by the chunk of every screen under it. */
const FOLDER_STYLES = PLAYER_FILES.filter(
  (file) => file.path.endsWith('-styles.ts') && file.path !== 'ui/app/styles.ts',
);
const loadedWith = (path: string) =>
  FOLDER_STYLES.filter((styles) => path.startsWith(styles.path.slice(0, styles.path.lastIndexOf('/') + 1))).flatMap(
    stylesheetsOf,
  );

describe("the player app's Mantine stylesheets", () => {
  it('are loaded by every file that renders their component, by its folder’s styles or by the shell', () => {
    const missing = PLAYER_FILES.map((file) => ({
      file: file.path,
      missing: missingStylesheets(file, [...SHELL, ...loadedWith(file.path)], AVAILABLE),
    })).filter((entry) => entry.missing.length > 0);
    expect(missing).toEqual([]);
  });

  it('catches a checkbox whose inline layout is not loaded', () => {
    const file = {
      path: 'ui/screens/a.tsx',
      text: "import '@mantine/core/styles/Checkbox.css';\nimport { Checkbox, type CheckboxProps } from '@mantine/core';",
    };
    expect(missingStylesheets(file, SHELL, AVAILABLE)).toEqual(['InlineInput']);
  });
});
