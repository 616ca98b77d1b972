import type { Role } from '../platform/actor.js';

// An operator's row, apart from operators.ts so that console-sessions.ts reads it without
// importing Operators (which imports ConsoleSessions).

export interface OperatorRow {
  id: number;
  username: string;
  role: Role;
  totp_enabled: boolean;
  disabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

/** An operator as the console's session answers carry it. */
export const operatorOf = (row: OperatorRow) => ({
  id: Number(row.id),
  username: row.username,
  role: row.role,
  totpEnabled: row.totp_enabled,
});
