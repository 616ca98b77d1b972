import type { ConsoleSettings, MarketSetupGateway } from '../ports/market-setup-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { configValueProblem, rateProblem } from './config-rules.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/**
 * Settings (owner): the server's config keys and the game rates. Only the values that
 * changed are sent; each is checked first by the rules the server enforces, so a bad field
 * is named before anything is sent, and the server writes all of them or none.
 */
export class SettingsDesk {
  private readonly flight = new SingleFlight<OperatorOutcome<void>>();

  constructor(
    private readonly setup: MarketSetupGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  load(): Promise<OperatorOutcome<ConsoleSettings>> {
    return this.policy.run(() => this.setup.settings());
  }

  saveConfig(current: Readonly<Record<string, string>>, edited: Readonly<Record<string, string>>) {
    const changed = changes(current, edited, (key, value) => (key === 'homescreen_text' ? value : value.trim()));
    for (const [key, value] of Object.entries(changed)) {
      const problem = configValueProblem(key, value);
      if (problem) return Promise.resolve(badInput<void>(problem, key));
    }
    return this.send(changed, (values) => this.setup.setConfig(values));
  }

  /**
   * Cancels a loosening that waits for its time: the key is set again to the value in effect, which
   * holds at once and takes the waiting change away.
   */
  cancelScheduled(settings: ConsoleSettings, key: string): Promise<OperatorOutcome<void>> {
    return this.flight.run(() => this.policy.run(() => this.setup.setConfig({ [key]: settings.config[key] ?? '' })));
  }

  saveRates(current: Readonly<Record<string, string>>, edited: Readonly<Record<string, string>>) {
    const changed = changes(current, edited, (_, value) => value.trim());
    for (const [game, rate] of Object.entries(changed)) {
      const problem = rateProblem(game, rate);
      if (problem) return Promise.resolve(badInput<void>(problem, game));
    }
    return this.send(changed, (values) => this.setup.setRates(values));
  }

  private send(
    values: Record<string, string>,
    call: (values: Record<string, string>) => ReturnType<MarketSetupGateway['setConfig']>,
  ): Promise<OperatorOutcome<void>> {
    if (Object.keys(values).length === 0) return Promise.resolve(badInput(operatorText('nothingChanged')));
    return this.flight.run(() => this.policy.run(() => call(values)));
  }
}

function changes(
  current: Readonly<Record<string, string>>,
  edited: Readonly<Record<string, string>>,
  clean: (key: string, value: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(edited)
      .map(([key, value]) => [key, clean(key, value)] as const)
      .filter(([key, value]) => value !== (current[key] ?? '')),
  );
}
