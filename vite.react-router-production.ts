import { fileURLToPath } from 'node:url';

/**
 * React Router 7's package exports name only its development build, whatever the mode, so its
 * development warnings (and their code, 0.6 KB gzip of the first load) ship to players
 * (remix-run/react-router#14102). Its production build is the same code with them switched off:
 * the app's builds take that one.
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: production('index.mjs') },
  { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
];

function production(file: string): string {
  return fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
}
