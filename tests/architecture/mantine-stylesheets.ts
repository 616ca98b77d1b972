// The player app loads Mantine's styles component by component (ui/app/styles.ts holds the
// shell's; a screen imports the rest), so a component whose stylesheet is not loaded renders
// broken (a checkbox above its label). These find a file that uses a component without it.
import type { SourceFile } from './dependency-rule.js';

/** Components whose layout comes from another component's stylesheet too. */
const ALSO_NEEDS: Record<string, string[]> = {
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  Select: ['Combobox', 'Popover'],
  Autocomplete: ['Combobox', 'Popover'],
  MultiSelect: ['Combobox', 'Popover'],
  Combobox: ['Popover'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
};

const MANTINE_IMPORT = /import \{([^}]*)\} from '@mantine\/core'/g;
const STYLESHEET = /import '@mantine\/core\/styles\/(\w+)\.css'/g;

/** The Mantine components a file renders (type imports left out). */
export function componentsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(MANTINE_IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(' as ')[0]!.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

export const stylesheetsOf = (file: SourceFile) => [...file.text.matchAll(STYLESHEET)].map((match) => match[1]!);

/**
 * Each stylesheet a file's components need (of those Mantine has: `available`) that neither the
 * file nor the shell (`always`) imports.
 */
export function missingStylesheets(file: SourceFile, always: readonly string[], available: ReadonlySet<string>) {
  const loaded = new Set([...always, ...stylesheetsOf(file)]);
  const needed = componentsOf(file).flatMap((name) => [name, ...(ALSO_NEEDS[name] ?? [])]);
  return [...new Set(needed)].filter((name) => available.has(name) && !loaded.has(name));
}
