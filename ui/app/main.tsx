import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PanaFamilyLookup } from '../screens/info/pana-family-lookup.js';
import { theme } from './theme.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <PanaFamilyLookup />
    </MantineProvider>
  </StrictMode>,
);
