/** The wrapper of a screen the server rendered (/home) until the app's first commit replaces it. */
const SERVED = '[data-served]';
/** What a tap can mean before the app runs: a card or button that says what it is, or a link of the app. */
const TAPPABLE = '[data-tap], a[href^="/"]';

/** The user-timing mark of the app's first commit over the server's screen. */
export const APP_INTERACTIVE = 'app-interactive';

/**
 * Taps on the server's /home before the app has started. The copy cannot act yet, so a tap on
 * something that can is answered at once (pressed, and a bar that says it is on its way:
 * the styles in ui/index.html), and the app's own copy of it is tapped as soon as the app has replaced the
 * server's. On a slow phone that is a second or more: the player sees the tap taken, not lost.
 * The last tap wins; a tap anywhere else does nothing, as before.
 */
export function answerEarlyTaps(page: Document): void {
  const root = page.getElementById('root');
  if (!root?.querySelector(SERVED)) return;
  let replay: string | undefined;
  const onTap = (event: MouseEvent) => {
    const served = root.querySelector(SERVED);
    const target = (event.target as Element | null)?.closest(TAPPABLE);
    if (!served || !target || !served.contains(target)) return;
    event.preventDefault();
    served.querySelector('[data-early-tap]')?.removeAttribute('data-early-tap');
    target.setAttribute('data-early-tap', '');
    target.setAttribute('aria-busy', 'true');
    const tap = target.getAttribute('data-tap');
    replay = tap ? `[data-tap="${CSS.escape(tap)}"]` : `a[href="${CSS.escape(target.getAttribute('href')!)}"]`;
  };
  page.addEventListener('click', onTap, true);
  new MutationObserver((_, observer) => {
    if (root.querySelector(SERVED)) return;
    observer.disconnect();
    page.removeEventListener('click', onTap, true);
    // From here a tap is the app's: the moment `npm run lighthouse` reports as /home interactive.
    performance.mark(APP_INTERACTIVE);
    if (replay) root.querySelector<HTMLElement>(replay)?.click();
  }).observe(root, { childList: true });
}
