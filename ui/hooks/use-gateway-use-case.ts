import { useState } from 'react';
import type { SessionPolicy, Token } from '../../core/index.js';
import { SessionPolicyToken } from '../app/container.js';
import { useService } from './container-context.js';

/**
 * A read-only use case of market play (history, passbook, winnings, lists, content), built by
 * its screen from one gateway and the session policy: kept out of the container so that
 * /login's first load does not carry these classes. One instance for the screen's life.
 */
export function useGatewayUseCase<G, U>(UseCase: new (gateway: G, policy: SessionPolicy) => U, gateway: Token<G>): U {
  const port = useService(gateway);
  const policy = useService(SessionPolicyToken);
  return useState(() => new UseCase(port, policy))[0];
}
