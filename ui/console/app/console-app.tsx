import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContainerContext } from '../../hooks/container-context.js';
import { consoleTheme } from './theme.js';

/** The console: Mantine, its toasts, the container for the hooks, and the router. */
export function ConsoleApp({
  container,
  router,
}: {
  container: Container;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <StrictMode>
      <MantineProvider theme={consoleTheme}>
        {/* Few at a time, at the top's middle: they never pile over a review's decision buttons. */}
        <Notifications position="top-center" limit={2} />
        <ContainerContext.Provider value={container}>
          <RouterProvider router={router} />
        </ContainerContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
