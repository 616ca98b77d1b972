import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** A Mantine palette with some shades replaced (index → colour). */
const darker = (name: 'gray' | 'green' | 'orange' | 'red', shades: Record<number, string>): MantineColorsTuple =>
  DEFAULT_THEME.colors[name].map((colour, index) => shades[index] ?? colour) as unknown as MantineColorsTuple;

/**
 * Mantine's palettes where text drawn in them is too faint for WCAG AA (4.5:1) on white and on
 * the light tints the screens use: gray 6 is the dimmed text colour (3.3:1 → 6.1:1); green 8,
 * orange 8 and red 8 are text colours (on a striped row's gray 0 too); shade 9 is a light
 * badge's or button's text, over shade 1 (or 2 when hovered). Every other shade is Mantine's own.
 */
export const readableColors = {
  gray: darker('gray', { 6: '#5c636a' }),
  green: darker('green', { 8: '#237a36', 9: '#1f6e31' }),
  orange: darker('orange', { 8: '#b8400c', 9: '#a63a0a' }),
  red: darker('red', { 8: '#c92a2a', 9: '#a51d1d' }),
};
