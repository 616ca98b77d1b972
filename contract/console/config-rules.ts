import { configValueProblem, CONFIG_KEYS, englishOperatorText } from 'matka-core/console';

/** A config value as stored: booleans as 1/0, the keys the player app reads (CONFIG_KEYS) trimmed. */
export function configText(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return (CONFIG_KEYS as readonly string[]).includes(key) ? String(value).trim() : String(value);
}

/** Why a value cannot be stored under its key (core's rules, in English), or undefined when it can. */
export function configProblem(key: string, value: string | number | boolean): string | undefined {
  const problem = configValueProblem(key, configText(key, value));
  return problem && englishOperatorText(problem);
}
