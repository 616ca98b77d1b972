import { createTheme } from '@mantine/core';

// The player app's indigo, denser type for desk work at 1280 px.
export const consoleTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'sm',
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
