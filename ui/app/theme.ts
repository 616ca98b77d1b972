import { createTheme } from '@mantine/core';

// Indigo on white: the primary button's text passes WCAG AA contrast.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 9,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
});
