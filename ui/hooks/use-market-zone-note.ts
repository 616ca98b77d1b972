import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { LoadHome, marketZoneNote, readsMarketOffset, TimeScheduler } from 'matka-core/player';
import { useService } from './container-context.js';
import { useText } from './use-text.js';

/** The phone's own time zone ('America/New_York'), when the browser says it. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * 'All times in India Standard Time (GMT+5:30)' in the player's language, when the phone's
 * clock reads otherwise than the market's (core's marketZoneNote); else undefined. The zone is
 * the one home named: every signed-in screen has asked for home (the frame's refresh).
 */
export function useMarketZoneNote(): string | undefined {
  const text = useText();
  const { i18n } = useTranslation();
  const scheduler = useService(TimeScheduler);
  const home = useObservableState(useService(LoadHome).latest$);
  const at = new Date(scheduler.now());
  // Most phones keep the market's clock: told from the offsets, with no date formatting.
  if (!home?.timeZone || readsMarketOffset(home.timeZoneOffset, at)) return undefined;
  const name = marketZoneNote(home.timeZone, { zone: deviceTimeZone(), locale: i18n.language }, at);
  return name === undefined ? undefined : text('timesInZone', { zone: name });
}
