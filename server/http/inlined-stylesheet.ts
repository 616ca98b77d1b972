/**
 * A stylesheet written into the page, and a disabled link to its file: Vite's loader takes a
 * file that a `<link rel="stylesheet">` names as loaded, so the app starts without fetching it
 * and recalculating every style with its rules twice over (a long task on a slow phone).
 * Shared with scripts/prerender-login.mjs.
 */
export function inlinedStylesheet(path: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${path} cannot be inlined: it holds </style`);
  return `<style data-inlined-from="${path}">${css}</style><link rel="stylesheet" href="${path}" disabled />`;
}
