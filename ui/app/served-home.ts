import type { HomeWire } from '../../adapters/index.js';

/** The id of the script element in which the server's /home carries what it rendered. */
export const SERVED_HOME_ID = 'served-home';

export interface ServedHome {
  /** When the server rendered the screen (ISO 8601). */
  renderedAt: string;
  /** The markets, banners and settings it rendered: /api/home's answer without the balance. */
  answer: HomeWire;
}

/** What the server's render of /home showed (server/http/home-page.ts), or undefined on the app's plain page. */
export function serverRenderedHome(page: Document): ServedHome | undefined {
  const script = page.getElementById(SERVED_HOME_ID);
  if (!script?.textContent) return undefined;
  try {
    const served = JSON.parse(script.textContent) as Partial<ServedHome>;
    return served.answer && Array.isArray(served.answer.result) && typeof served.renderedAt === 'string'
      ? (served as ServedHome)
      : undefined;
  } catch {
    return undefined;
  }
}
