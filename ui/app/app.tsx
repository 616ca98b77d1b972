import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { MAX_VISIBLE_TOASTS } from '../../core/index.js';
import { PopupHost } from '../chrome/popup-host.js';
import { ContainerContext } from '../hooks/container-context.js';
import { theme } from './theme.js';

/** The app: Mantine, toasts (at most 20), the container for the hooks, and the router. */
export function App({ container, router }: { container: Container; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        <Notifications limit={MAX_VISIBLE_TOASTS} position="top-center" />
        <ContainerContext.Provider value={container}>
          <RouterProvider router={router} />
          <PopupHost />
        </ContainerContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
