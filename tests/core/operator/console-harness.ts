import { ConsolePolicy, ConsoleSession } from '../../../core/index.js';
import { FakeConsole } from './fakes/fake-console.js';

/** The fake console server and the session and policy every operator use case is built on. */
export function consoleHarness(signedInAs?: string) {
  const server = new FakeConsole(signedInAs);
  const session = new ConsoleSession(server.session);
  if (server.signedIn) session.begin({ operator: server.signedIn, idleMinutes: 30, serverZone: 'Asia/Kolkata' });
  const policy = new ConsolePolicy(session);
  return { server, session, policy };
}
