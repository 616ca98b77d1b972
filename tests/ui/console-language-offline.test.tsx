// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_LANGUAGE_KEY } from '../../ui/console/i18n/i18n.js';
import { renderConsole } from './render-console.js';

// Hindi's chunk cannot be downloaded (the network is down).
vi.mock('../../ui/console/i18n/hi.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => localStorage.clear());

describe('the console language, when its words cannot be downloaded', () => {
  it('a choice in the header keeps the console as it was and says so; nothing is remembered', async () => {
    await renderConsole('/deposits', { as: 'owner' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } });
    await screen.findByText('Could not load that language. Check the connection and try again.');
    expect(screen.getByRole('navigation', { name: 'Console navigation' })).toBeTruthy();
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(CONSOLE_LANGUAGE_KEY)).toBeNull();
  });

  it('a remembered Hindi opens the console in English rather than not at all', async () => {
    localStorage.setItem(CONSOLE_LANGUAGE_KEY, 'hi');
    await renderConsole('/deposits', { as: 'owner' });
    expect(screen.getByRole('navigation', { name: 'Console navigation' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
