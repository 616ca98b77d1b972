import { expect, type Page } from '@playwright/test';

// What a player sees of a page, to say that two renders of a screen are the same screen: the
// prerendered login and the app's (offline-repeat-visit.spec.ts), the server's /home and the
// app's (server-rendered-home.spec.ts).

/** One thing a player sees: what it is, what it says, where it sits and how it is drawn. */
export interface SeenThing {
  tag: string;
  role: string | null;
  label: string | null;
  text: string;
  placeholder: string | null;
  box: { x: number; y: number; width: number; height: number };
  style: Record<string, string>;
}

/** The computed styles that decide how a thing looks (colours, type, borders, spacing). */
const DRAWN = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'opacity',
] as const;

/**
 * Every visible element of the page as a player sees it, in document order, but for those
 * within `except` (a CSS selector). Compared instead
 * of screenshot bytes: the anti-aliasing of one glyph or a caret can differ between two
 * renders of the same screen, so a byte comparison fails now and then with nothing wrong.
 */
export const whatIsSeen = (page: Page, except?: string) =>
  page.evaluate(
    ({ drawn, except }) => {
      const seen: SeenThing[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
        if (except && element.closest(except)) continue;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (rect.width === 0 || rect.height === 0 || style.visibility !== 'visible' || style.display === 'none')
          continue;
        const ownText = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        seen.push({
          tag: element.tagName.toLowerCase(),
          role: element.getAttribute('role'),
          label: element.getAttribute('aria-label'),
          text: ownText,
          placeholder: element.getAttribute('placeholder'),
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
          style: Object.fromEntries(drawn.map((name) => [name, style.getPropertyValue(name)])),
        });
      }
      return seen;
    },
    { drawn: DRAWN as unknown as string[], except },
  );

/** The same screen: the same things with the same words and styles, each within a pixel of its place. */
export function expectSameScreen(actual: SeenThing[], expected: SeenThing[]) {
  const withoutBoxes = (things: SeenThing[]) => things.map(({ box: _box, ...rest }) => rest);
  expect(withoutBoxes(actual)).toEqual(withoutBoxes(expected));
  const PIXEL_TOLERANCE = 1;
  const misplaced = actual.filter((thing, index) => {
    const { box } = expected[index]!;
    return (['x', 'y', 'width', 'height'] as const).some(
      (side) => Math.abs(thing.box[side] - box[side]) > PIXEL_TOLERANCE,
    );
  });
  expect(misplaced.map((thing) => `${thing.tag} "${thing.text}"`)).toEqual([]);
}
