import { MantineProvider } from '@mantine/core';
import type { Container } from 'inversify';
import { StrictMode, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Notifier } from 'matka-core/player';
import { PopupHost } from '../chrome/popup-host.js';
import { ToastHost } from '../chrome/toast-host.js';
import { ContainerContext } from '../hooks/container-context.js';
import { loadEnglishLater } from '../i18n/i18n.js';
import { MantineNotifier } from './mantine-notifier.js';
import { theme } from './theme.js';

/** The app: Mantine, toasts (at most 20), the container for the hooks, and the router. */
export function App({ container, router }: { container: Container; router: ReturnType<typeof createBrowserRouter> }) {
  const notifier = container.get(Notifier);
  // After the first screen: the rest of English, for what the player does next.
  useEffect(() => void loadEnglishLater().catch(() => undefined), []);
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        <ToastHost />
        <ContainerContext.Provider value={container}>
          <RouterProvider router={router} />
          {notifier instanceof MantineNotifier && <PopupHost queue={notifier} />}
        </ContainerContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
