// The rooms of the player app (README, Layout): each feature is a folder under
// ui/screens that imports no other feature and not the composition root (ui/app); what
// several features share lives in ui/components, ui/hooks, ui/chrome and ui/i18n, which
// import no feature and not the composition root either. Only ui/app puts them together.

const SHARED_ROOMS = ['ui/components/', 'ui/hooks/', 'ui/chrome/', 'ui/i18n/'];
const COMPOSITION_ROOT = 'ui/app/';

/** The feature a player-app file belongs to: `history` for ui/screens/history/…. */
function featureOf(path: string): string | undefined {
  return /^ui\/screens\/([^/]+)\//.exec(path)?.[1];
}

const isShared = (path: string) => SHARED_ROOMS.some((room) => path.startsWith(room));

/** The room rules an import from `from` to the resolved path `to` breaks (both from the repository root). */
export function roomRulesBroken(from: string, to: string): string[] {
  const feature = featureOf(from);
  const target = featureOf(to);
  const broken: string[] = [];
  if (feature && target && target !== feature) broken.push('features never import each other');
  if ((feature || isShared(from)) && to.startsWith(COMPOSITION_ROOT))
    broken.push('features and shared rooms never import ui/app');
  if (isShared(from) && target) broken.push('shared rooms import no feature');
  return broken;
}
