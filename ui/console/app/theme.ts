import { createTheme } from '@mantine/core';
import { readableColors } from '../../app/readable-colors.js';

// The player app's indigo, denser type for desk work at 1280 px.
export const consoleTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  colors: readableColors,
  defaultRadius: 'sm',
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
