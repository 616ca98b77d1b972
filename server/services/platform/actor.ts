/** What an operator may do (docs/console-api.md, "Roles"). */
export const ROLES = ['owner', 'cashier', 'results', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** Who does an operator action, as the audit trail records it. */
export interface Actor {
  /** null for the bearer-token operator API and CLI. */
  operatorId: number | null;
  username: string;
  role: Role;
  /** The client address of the request. */
  address: string;
}

/** The OPERATOR_TOKEN API and CLI: automation with every power, recorded as 'api-token'. */
export const apiTokenActor = (address: string): Actor => ({
  operatorId: null,
  username: 'api-token',
  role: 'owner',
  address,
});
