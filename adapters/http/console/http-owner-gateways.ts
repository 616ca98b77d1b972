import type { AuditGateway, OperatorsGateway } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as requests from '../../../contract/console/console-requests.js';
import { requestBody } from '../../../contract/requests/request-body.js';
import { operatorAnswer } from '../../../contract/console/console-wire.js';
import { auditPage, operatorList } from '../../../contract/console/owner.js';

const path = (id: string, rest: string) => `operators/${encodeURIComponent(id)}/${rest}`;

/** The audit trail over /console/api; the CSV is a plain download the browser makes. */
export class HttpAuditGateway implements AuditGateway {
  constructor(
    private readonly client: ConsoleClient,
    private readonly consoleBase: string,
  ) {}

  list: AuditGateway['list'] = (query) =>
    this.client.get('audit', 'audit', requestBody<typeof requests.AuditFilter>({ ...query }), auditPage);
  csvUrl: AuditGateway['csvUrl'] = (filters) => {
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]),
    ).toString();
    return `${this.consoleBase}/api/audit.csv${query ? `?${query}` : ''}`;
  };
}

/** Operator accounts over /console/api. */
export class HttpOperatorsGateway implements OperatorsGateway {
  constructor(private readonly client: ConsoleClient) {}

  list: OperatorsGateway['list'] = () => this.client.get('operators', 'operators', {}, operatorList);
  add: OperatorsGateway['add'] = (form) =>
    this.client.post('operator-add', 'operators', requestBody<typeof requests.NewOperator>(form), operatorAnswer);
  setRole: OperatorsGateway['setRole'] = ({ id, role }) =>
    this.client.post(
      'operator-role',
      path(id, 'role'),
      requestBody<typeof requests.RoleChange>({ role }),
      operatorAnswer,
    );
  disable: OperatorsGateway['disable'] = ({ id }) =>
    this.client.post('operator-disable', path(id, 'disable'), {}, operatorAnswer);
  enable: OperatorsGateway['enable'] = ({ id }) =>
    this.client.post('operator-enable', path(id, 'enable'), {}, operatorAnswer);
}
