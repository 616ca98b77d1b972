import { Hono } from 'hono';
import { parseConsole } from '../../commands/parse-console.js';
import { Notification, Paging } from '../../../contract/console/console-requests.js';
import type { Services } from '../../services/server-services.js';
import { allow, handle, type ConsoleEnv } from './console-context.js';

/** /notifications: owners and support send to everyone or to one player, and list what was sent. */
export function notificationRoutes(s: Services): Hono<ConsoleEnv> {
  const notifications = new Hono<ConsoleEnv>();
  notifications.use('*', allow('owner', 'support'));
  notifications.post(
    '/',
    handle((fields, c) => s.console.notifications.send(c.get('actor'), parseConsole(Notification, fields))),
  );
  // How many players "Everyone" reaches, for the console's confirmation before it sends.
  notifications.get(
    '/audience',
    handle(() => s.console.notifications.audience()),
  );
  notifications.get(
    '/',
    handle((fields) => s.console.content.notifications(parseConsole(Paging, fields).page)),
  );
  return notifications;
}
