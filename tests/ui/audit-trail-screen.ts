// The console's audit trail in a screen test: the owner reading one thing an operator did.
import type { AuditRow } from '../../core/index.js';
import { renderConsole } from './render-console.js';

/** The audit trail, as the owner opens it, holding `row` alone: done on 2026-11-20 at 12:00 from 127.0.0.1. */
export const renderAuditTrailOf = (row: Omit<AuditRow, 'id' | 'at' | 'address'>) =>
  renderConsole('/audit', {
    as: 'owner',
    setup: (s) => void s.audit.push({ id: '1', at: '2026-11-20 12:00:00', ...row, address: '127.0.0.1' }),
  });
