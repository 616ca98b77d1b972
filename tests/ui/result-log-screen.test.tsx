// @vitest-environment happy-dom
import './setup-dom.js';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENESIS_HASH, resultLogHash, type ResultLogEntry } from '../../core/index.js';
import { changeLanguage, LANGUAGES } from '../../ui/i18n/i18n.js';
import { RESULT_LOG_TEXTS } from '../../ui/screens/info/result-log-texts.js';
import { renderApp } from './render-app.js';

/** A real chain of the given entries' fields, as the server writes it. */
async function chain(fields: Omit<ResultLogEntry, 'seq' | 'prev' | 'hash'>[]): Promise<ResultLogEntry[]> {
  const entries: ResultLogEntry[] = [];
  for (const [i, each] of fields.entries()) {
    const entry = { ...each, seq: i + 1, prev: entries[i - 1]?.hash ?? GENESIS_HASH };
    entries.push({ ...entry, hash: await resultLogHash(entry) });
  }
  return entries;
}

const KALYAN = {
  market: 'KALYAN',
  day: '2026-11-20',
  session: 'open',
  kind: 'declare' as const,
  betsClosedAt: '2026-11-20T10:15:00.000Z',
  operatorRole: 'results',
};

function serve(entries: ResultLogEntry[]) {
  const fetch = vi.fn(async (url: string) => {
    expect(url).toBe('/results/log.json?from=1&limit=1000');
    return new Response(JSON.stringify({ entries, next: null }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the public result log page', () => {
  it('has its words in every language, none empty, each with the English placeholders', () => {
    expect(Object.keys(RESULT_LOG_TEXTS).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    for (const [code, texts] of Object.entries(RESULT_LOG_TEXTS)) {
      expect(Object.keys(texts).sort(), code).toEqual(Object.keys(RESULT_LOG_TEXTS.en).sort());
      for (const [key, english] of Object.entries(RESULT_LOG_TEXTS.en)) {
        const text = (texts as Record<string, string>)[key]!;
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('opens without a login, checks the chain, and flags an early declaration and a correction', async () => {
    const entries = await chain([
      { ...KALYAN, value: '128', declaredAt: '2026-11-20T10:00:00.000Z' },
      { ...KALYAN, value: '137', kind: 'correct', declaredAt: '2026-11-20T10:40:00.000Z' },
    ]);
    serve(entries);
    await renderApp('/results/log');
    await screen.findByText('Chain checked: 2 entries, none altered.');
    expect(screen.getByText('KALYAN · 2026-11-20')).toBeTruthy();
    expect(screen.getAllByText('Declared before betting closed')).toHaveLength(1);
    expect(screen.getAllByText('Correction')).toHaveLength(1);
  });

  it('says where the chain breaks when an entry was altered', async () => {
    const entries = await chain([
      { ...KALYAN, value: '128', declaredAt: '2026-11-20T10:20:00.000Z' },
      { ...KALYAN, value: '140', session: 'close', declaredAt: '2026-11-20T12:20:00.000Z' },
    ]);
    serve(entries.map((e) => (e.seq === 2 ? { ...e, value: '150' } : e)));
    await renderApp('/results/log');
    expect((await screen.findByRole('alert')).textContent).toBe('The chain breaks at entry 2: the log was altered.');
  });

  it('speaks the player’s language: the app’s title, and the page’s own words', async () => {
    serve(await chain([{ ...KALYAN, value: '128', declaredAt: '2026-11-20T10:20:00.000Z' }]));
    await renderApp('/results/log');
    await screen.findByText('Chain checked: 1 entries, none altered.');
    await act(() => changeLanguage('hi'));
    try {
      await screen.findByText('श्रृंखला जाँची गई: 1 प्रविष्टियाँ, कोई बदलाव नहीं।');
      expect(screen.getByRole('heading', { name: 'परिणाम लॉग' })).toBeTruthy();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
