import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import {
  consoleBase,
  createConsoleGateways,
  EventSourceConsoleEvents,
  EventSourceMarketEvents,
  EventSourcePlayerPageEvents,
} from '../../../adapters/index.js';
import { ConsoleSession } from 'matka-core/console';
import { ConsoleApp } from './console-app.js';
import { buildConsoleContainer } from './container.js';
import { initConsoleI18n } from '../i18n/i18n.js';
import { consoleRoutes } from './routes.js';

/** The console's composition root: real adapters into the container, the session asked for, then the app. */
async function start() {
  await initConsoleI18n();
  const container = buildConsoleContainer({
    gateways: createConsoleGateways(),
    events: new EventSourceConsoleEvents(`${consoleBase({})}/api/events`),
    marketEvents: new EventSourceMarketEvents(`${consoleBase({})}/api/results/events`),
    playerEvents: new EventSourcePlayerPageEvents(
      (id) => `${consoleBase({})}/api/players/${encodeURIComponent(id)}/events`,
    ),
  });
  void container.get(ConsoleSession).restore();
  const router = createBrowserRouter(consoleRoutes(), { basename: '/console' });
  createRoot(document.getElementById('root')!).render(<ConsoleApp container={container} router={router} />);
}

void start();
