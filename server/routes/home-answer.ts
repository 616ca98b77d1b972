import { offsetMinutes } from 'matka-core/player';
import { CONSOLE_ONLY_CONFIG } from '../services/platform/settings.js';
import type { Services } from '../services/server-services.js';
import type { HomeAnswer } from '../../contract/player/markets.js';
import { marketTimeZone } from '../services/platform/clock.js';

/**
 * What /api/home answers every player alike (all of it but the balance): today's markets,
 * the banners, the player-facing settings and the market's zone. The server's render of
 * /home (server/http/home-page.ts) carries the same, so the app starts from the same screen.
 */
export async function sharedHomeAnswer(s: Services): Promise<HomeAnswer> {
  const config = await s.settings.config();
  const images = await s.settings.carouselImages();
  return {
    result: await s.markets.mainMarkets(),
    images: images.map((row) => ({ image: row.image, refer: row.refer, data: row.refer })),
    data: Object.entries(config)
      .filter(([key]) => !CONSOLE_ONLY_CONFIG.has(key))
      .map(([data_key, data]) => ({ data_key, data })),
    delhi_enable: config.delhi_enable,
    starline_enable: config.starline_enable,
    // Beyond the existing apps' API: the zone every market, bet and passbook time is in, for the app to name,
    // and its offset from UTC now, by which the app tells at once whether the phone keeps the
    // same clock (with no date formatting: its first use is a long step on a slow phone).
    time_zone: marketTimeZone(),
    time_zone_offset: offsetMinutes(marketTimeZone(), s.clock.now()),
    // The server's clock when it answered: the app reads every date (today, a history's range)
    // from it in the market's zone, never from the phone's own clock or calendar.
    server_time: s.clock.now().toISOString(),
  };
}
