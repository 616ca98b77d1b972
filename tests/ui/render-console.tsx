import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { ConsoleSession } from '../../core/index.js';
import { ConsoleApp } from '../../ui/console/app/console-app.js';
import { buildConsoleContainer } from '../../ui/console/app/container.js';
import { initConsoleI18n } from '../../ui/console/i18n/i18n.js';
import { consoleRoutes } from '../../ui/console/app/routes.js';
import { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { FakeResultsBoard } from '../core/operator/fakes/fake-results-board.js';

/**
 * The console at a path, as its main.tsx builds it, but over the in-memory console server
 * and a memory router: the one way every console screen test renders.
 */
export async function renderConsole(
  path: string,
  options: { as?: string; setup?: (server: FakeConsole) => void; board?: (board: FakeResultsBoard) => void } = {},
) {
  await initConsoleI18n();
  const server = new FakeConsole(options.as);
  options.setup?.(server);
  const resultsBoard = new FakeResultsBoard();
  options.board?.(resultsBoard);
  const container = buildConsoleContainer({
    gateways: {
      session: server.session,
      desks: server.desks,
      players: server.playerAdmin,
      audit: server.auditTrail,
      operators: server.operators,
      resultsBoard: resultsBoard,
      content: server.content,
      reports: server.reports,
      setup: server.setup,
    },
    events: server.consoleEvents,
    marketEvents: resultsBoard,
    playerEvents: server.playerPageEvents,
  });
  await container.get(ConsoleSession).restore();
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [`/console${path}`], basename: '/console' });
  const view = render(<ConsoleApp container={container} router={router} />);
  // Screens are lazy: wait until the first route has loaded and rendered.
  await act(async () => {
    while (!router.state.initialized) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, server, resultsBoard, router, di: container };
}
