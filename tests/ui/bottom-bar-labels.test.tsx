// @vitest-environment happy-dom
import './setup-dom.js';
import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, LANGUAGES } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';

// The bottom bar's labels stay on one line: Tamil's "All Bids" once broke mid-word over three
// lines and made the bar taller.

/** The declarations of one rule of the bottom bar's stylesheet. */
function rule(selector: string): Record<string, string> {
  const css = readFileSync('ui/chrome/bottom-bar.module.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const body = new RegExp(`${selector.replace(/\./g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((part) => part.split(':').map((side) => side.trim()))
      .filter(([name]) => name),
  );
}

describe('the bottom bar’s labels', () => {
  it('stay on one line and never break a word: a label too long ends in …', () => {
    const label = rule('.tab .label');
    expect(label).toMatchObject({ 'white-space': 'nowrap', overflow: 'hidden', 'text-overflow': 'ellipsis' });
    // Small enough that the longest label (Tamil's, 69 px at 11 px in Chromium) fits a fifth of 390 px.
    expect(label['font-size']).toBe('11px');
    const css = readFileSync('ui/chrome/bottom-bar.module.css', 'utf8');
    expect(css).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
  });

  it('use the short tab labels in every language, the whole label being the tab’s name', async () => {
    await renderApp('/home', { stored: { ...LOGGED_IN, whatsapp: '9876543210' } });
    for (const { code } of LANGUAGES) {
      await act(() => changeLanguage(code));
      const bar = screen.getAllByRole('navigation').find((nav) => nav.querySelector('a[href="/gameHistory"]'))!;
      const names = within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(names, code).toHaveLength(5);
      // No label of more than two words; Tamil's bid history is one word, not two.
      for (const name of names) expect(name!.split(' ').length, `${code}: ${name}`).toBeLessThanOrEqual(2);
    }
    await act(() => changeLanguage('ta'));
    expect(screen.getByRole('link', { name: 'பந்தயங்கள்' })).toBeTruthy();
    expect(screen.queryByText('அனைத்து பந்தயங்கள்')).toBeNull();
    await act(() => changeLanguage('en'));
  });
});
