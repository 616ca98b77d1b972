import { createTheme } from '@mantine/core';
import { readableColors } from './readable-colors.js';

// Indigo on white: the primary button's text passes WCAG AA contrast.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 9,
  colors: readableColors,
  defaultRadius: 'md',
  // Players who ask their phone for less motion get no sliding drawers or fading dialogs.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
