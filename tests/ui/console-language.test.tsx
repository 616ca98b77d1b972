// @vitest-environment happy-dom
import './setup-dom.js';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSOLE_LANGUAGE_KEY } from '../../ui/console/i18n/i18n.js';
import { renderConsole } from './render-console.js';

const choose = (label: string, code: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });

/** A new visit to the console: i18next back to its English start, the page's lang too; this device's storage kept. */
async function reload() {
  cleanup();
  await i18next.changeLanguage('en');
  document.documentElement.setAttribute('lang', 'en');
}

afterEach(async () => {
  await reload();
  localStorage.clear();
});

describe('the console language', () => {
  it('is English at first, with a choice of English and Hindi, each named in itself', async () => {
    await renderConsole('/deposits', { as: 'owner' });
    const choice = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...choice.options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
    ]);
    expect(choice.value).toBe('en');
    expect(within(screen.getByRole('navigation', { name: 'Console navigation' })).getByText('Deposits')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('chosen in the header, turns the console to Hindi, sets the page language and is remembered on this device', async () => {
    await renderConsole('/deposits', { as: 'owner' });
    choose('Language', 'hi');
    const navigation = await screen.findByRole('navigation', { name: 'कंसोल नेविगेशन' });
    expect(within(navigation).getByText('जमा')).toBeTruthy();
    expect(within(navigation).getByText('निकासी')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeTruthy();
    expect((screen.getByLabelText('भाषा') as HTMLSelectElement).value).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(CONSOLE_LANGUAGE_KEY)).toBe('hi');
    // The player app's own choice in the same browser is left as it was.
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('is applied on the next visit before the first screen shows', async () => {
    await renderConsole('/deposits', { as: 'owner' });
    choose('Language', 'hi');
    await screen.findByRole('navigation', { name: 'कंसोल नेविगेशन' });
    await reload();
    expect(i18next.language).toBe('en');

    await renderConsole('/withdrawals', { as: 'owner' });
    // No wait: the first render after start is in Hindi already.
    expect(screen.getByRole('navigation', { name: 'कंसोल नेविगेशन' })).toBeTruthy();
    expect(screen.queryByText('Sign out')).toBeNull();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('switches back to English, and remembers that too', async () => {
    localStorage.setItem(CONSOLE_LANGUAGE_KEY, 'hi');
    await renderConsole('/players', { as: 'owner' });
    choose('भाषा', 'en');
    await screen.findByRole('navigation', { name: 'Console navigation' });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(CONSOLE_LANGUAGE_KEY)).toBe('en');
  });

  it('can be chosen before signing in, and core’s messages follow it', async () => {
    await renderConsole('/sign-in');
    choose('Language', 'hi');
    await screen.findByRole('heading', { name: 'ऑपरेटर साइन इन' });
    fireEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    await screen.findByText('अपना यूज़रनेम डालें।');
    expect(localStorage.getItem(CONSOLE_LANGUAGE_KEY)).toBe('hi');
  });

  it('a remembered value that is not a console language opens it in English', async () => {
    localStorage.setItem(CONSOLE_LANGUAGE_KEY, 'xx');
    await renderConsole('/deposits', { as: 'owner' });
    expect(screen.getByRole('navigation', { name: 'Console navigation' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
