import { Hono } from 'hono';
import { parseConsole } from '../../commands/parse-console.js';
import { AuditFilter, NewOperator, RoleChange } from '../../../contract/console/console-requests.js';
import { idOf } from '../../services/platform/console-format.js';
import { downloadHeaders } from '../../http/download-headers.js';
import type { Services } from '../../services/server-services.js';
import { allow, fieldsOf, handle, refusalAnswer, type ConsoleEnv } from './console-context.js';

/** /operators: the owner manages operator accounts. */
export function operatorRoutes(s: Services): Hono<ConsoleEnv> {
  const operators = new Hono<ConsoleEnv>();
  operators.use('*', allow('owner'));
  operators.get(
    '/',
    handle(() => s.console.operators.list()),
  );
  operators.post(
    '/',
    handle((fields, c) => s.console.operators.add(c.get('actor'), parseConsole(NewOperator, fields))),
  );
  operators.post(
    '/:id/role',
    handle((fields, c) =>
      s.console.operators.setRole(
        c.get('actor'),
        idOf(c.req.param('id'), 'operator'),
        parseConsole(RoleChange, fields).role,
      ),
    ),
  );
  operators.post(
    '/:id/disable',
    handle((_, c) => s.console.operators.setDisabled(c.get('actor'), idOf(c.req.param('id'), 'operator'), true)),
  );
  operators.post(
    '/:id/enable',
    handle((_, c) => s.console.operators.setDisabled(c.get('actor'), idOf(c.req.param('id'), 'operator'), false)),
  );
  return operators;
}

/** /audit and /audit.csv: the owner reads the trail. */
export function auditRoutes(s: Services): Hono<ConsoleEnv> {
  const audit = new Hono<ConsoleEnv>();
  audit.get(
    '/audit',
    allow('owner'),
    handle(async (fields) => {
      const { page, ...filter } = parseConsole(AuditFilter, fields);
      return s.console.audit.list(filter, page);
    }),
  );
  audit.get('/audit.csv', allow('owner'), async (c) => {
    try {
      const { page: _page, ...filter } = parseConsole(AuditFilter, (await fieldsOf(c))!);
      const csv = await s.console.audit.csv(filter);
      // The file says what it holds and which days: audit-trail-from-2026-11-01-to-2026-11-20.csv.
      const days = `${filter.from ? `-from-${filter.from}` : ''}${filter.to ? `-to-${filter.to}` : ''}`;
      return c.body(csv, 200, downloadHeaders('text/csv; charset=utf-8', `audit-trail${days}.csv`));
    } catch (error) {
      return refusalAnswer(c, error);
    }
  });
  return audit;
}
