import { BehaviorSubject, type Observable } from 'rxjs';
import type { ConsoleSessionGateway, ConsoleSessionInfo, OperatorIdentity } from '../ports/console-session-gateway.js';
import { isTransportFailure } from '../session/transport-failure.js';
import type { OperatorText } from './operator-messages.js';
import { roleMay, type ConsoleCapability } from './roles.js';

export type ConsoleSessionState =
  /** Not yet asked: the console is checking its cookie. */
  | { status: 'unknown' }
  | { status: 'signed-out'; message?: OperatorText }
  | { status: 'signed-in'; info: ConsoleSessionInfo };

/**
 * The operator's console session as the console knows it. The session itself is an
 * HttpOnly cookie the console cannot read: it asks the server (`restore`) and learns from
 * sign-in, sign-out and a 401 on any call (`end`).
 */
export class ConsoleSession {
  private readonly state = new BehaviorSubject<ConsoleSessionState>({ status: 'unknown' });
  readonly state$: Observable<ConsoleSessionState> = this.state.asObservable();

  constructor(private readonly gateway: ConsoleSessionGateway) {}

  get current(): ConsoleSessionState {
    return this.state.value;
  }

  get operator(): OperatorIdentity | undefined {
    const state = this.state.value;
    return state.status === 'signed-in' ? state.info.operator : undefined;
  }

  /** Whether the signed-in operator's role may do something (the server decides anyway). */
  may(capability: ConsoleCapability): boolean {
    const operator = this.operator;
    return !!operator && roleMay(operator.role, capability);
  }

  /** Asks the server whether the cookie is still a session. A failed call counts as signed out. */
  async restore(): Promise<ConsoleSessionState> {
    try {
      const answer = await this.gateway.session();
      this.state.next(answer.ok ? { status: 'signed-in', info: answer.value } : { status: 'signed-out' });
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
      this.state.next({ status: 'signed-out' });
    }
    return this.state.value;
  }

  begin(info: ConsoleSessionInfo): void {
    this.state.next({ status: 'signed-in', info });
  }

  /** The operator's identity changed (second factor switched on or off). */
  updateOperator(operator: OperatorIdentity): void {
    const state = this.state.value;
    if (state.status === 'signed-in') this.state.next({ status: 'signed-in', info: { ...state.info, operator } });
  }

  end(message?: OperatorText): void {
    this.state.next(message ? { status: 'signed-out', message } : { status: 'signed-out' });
  }

  /** Ends the session on the server too; the console signs out whatever the server answers. */
  async signOut(): Promise<void> {
    try {
      await this.gateway.signOut();
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
    } finally {
      this.end();
    }
  }
}
