import * as v from 'valibot';
import { MARKET_KINDS, type MarketKind } from 'matka-core/player';
import { englishOperatorText, rateProblem } from 'matka-core/console';
import { configProblem, configText } from './config-rules.js';
import { hhmm, sent } from '../requests/request-fields.js';
import { hhmmRefusal, isHhmm } from '../requests/hhmm.js';
import { SlotTimings } from './setup-requests.js';

/** A market's name as operators read it: any case, spaces around or doubled inside (as migration 011's index). */
export const normalMarketName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

const marketName = v.pipe(
  sent<string>(),
  v.transform((name) => (typeof name === 'string' ? normalMarketName(name) : '')),
  v.check(
    (name) => /^[A-Z0-9][A-Z0-9 ._-]{1,39}$/.test(name),
    'market must be a name of 2–40 letters, digits, spaces or . _ -, starting with a letter or digit.',
  ),
);

export const NewMarketCommand = v.object({
  market: marketName,
  kind: v.pipe(
    sent<MarketKind | undefined>(),
    v.transform((kind) => kind ?? 'main'),
    v.check((kind) => MARKET_KINDS.includes(kind as MarketKind), 'kind must be main, starline or jackpot.'),
    v.transform((kind) => kind as MarketKind),
  ),
  open_time: v.pipe(
    sent<string | undefined>(),
    v.transform((time) => time ?? undefined),
    v.check((time) => time === undefined || isHhmm(time), hhmmRefusal('open_time')),
    v.transform((time) => time as string | undefined),
  ),
  close_time: hhmm('close_time'),
});

/** A starline market and its slots: the name follows the market rule, the slots are SlotTimings'. */
export const StarlineCommand = v.object({
  market: marketName,
  timings: SlotTimings.entries.timings,
});

/** Settings given as key=value: at least one, each judged in turn, all kept as text. */
const settingValues = (none: string, problemOf: (key: string, value: unknown) => string | undefined) =>
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((values) => Object.keys(values).length > 0, none),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed
        ? Object.entries(dataset.value)
            .map(([key, value]) => problemOf(key, value))
            .find(Boolean)
        : undefined;
      if (problem) addIssue({ message: problem });
    }),
    v.transform((values) =>
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
        ]),
      ),
    ),
  );

export const ConfigValues = v.pipe(
  settingValues('Give at least one config key and value.', (key, value) => {
    if (!/^[a-z][a-z0-9_]{0,40}$/.test(key)) return `"${key.slice(0, 40)}" is not a config key.`;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return `The value of ${key} must be text or a number.`;
    if (String(value).length > 200_000) return `The value of ${key} is too long (at most 200,000 characters).`;
    return configProblem(key, value);
  }),
  // The config keys the player app reads are stored trimmed, as they were judged.
  v.transform((values) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, configText(key, value)])),
  ),
);

/** Rates given as game=rate, each game one of the server's `games`. */
export const rateValues = (games: readonly string[]) =>
  settingValues('Give at least one rate.', (game, rate) => {
    if (!games.includes(game)) return `"${game.slice(0, 40)}" is not a game rate. Known: ${games.join(', ')}.`;
    const problem = rateProblem(game, String(rate));
    return problem && englishOperatorText(problem);
  });
