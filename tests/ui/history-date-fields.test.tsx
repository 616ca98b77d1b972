// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTypedDay, shownDay, withSlashes } from '../../ui/components/typed-day.js';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp } from './render-app.js';

// 12:00 in India on 20 November, whatever the host's zone.
const NOW = Date.parse('2026-11-20T06:30:00Z');

describe('a typed day (DD/MM/YYYY)', () => {
  it('reads real days, and says why the rest are none', () => {
    expect(readTypedDay('05/12/2026')).toEqual({ day: '2026-12-05' });
    expect(readTypedDay(' 5/1/2026 ')).toEqual({ day: '2026-01-05' });
    expect(readTypedDay('29/02/2028')).toEqual({ day: '2028-02-29' });
    expect(readTypedDay('29/02/2026')).toEqual({ problem: 'calendar' });
    expect(readTypedDay('31/02/2026')).toEqual({ problem: 'calendar' });
    expect(readTypedDay('00/01/2026')).toEqual({ problem: 'calendar' });
    expect(readTypedDay('12/13/2026')).toEqual({ problem: 'calendar' });
    expect(readTypedDay('12/ab/2026')).toEqual({ problem: 'shape' });
    expect(readTypedDay('2026-12-05')).toEqual({ problem: 'shape' });
    expect(readTypedDay('05/12/20266')).toEqual({ problem: 'shape' });
    expect(readTypedDay('05/12/20')).toEqual({ problem: 'unfinished' });
    expect(readTypedDay('')).toEqual({ problem: 'unfinished' });
    expect(shownDay('2026-01-05')).toBe('05/01/2026');
  });

  it('puts the slashes in as digits are typed, and leaves a deletion or a letter alone', () => {
    expect(withSlashes('3', '31')).toBe('31/');
    expect(withSlashes('31/0', '31/01')).toBe('31/01/');
    expect(withSlashes('3/1', '3/12')).toBe('3/12/');
    expect(withSlashes('', '31012026')).toBe('31/01/2026');
    expect(withSlashes('31/', '31')).toBe('31');
    expect(withSlashes('31/01/', '31/01/x')).toBe('31/01/x');
  });
});

describe('the histories’ From and To', () => {
  afterEach(() => act(() => changeLanguage('en')));

  async function bidHistory() {
    const app = await renderApp('/gameHistory', {
      stored: LOGGED_IN,
      scheduler: new VirtualClock(NOW),
      script: (g) => g.history.reply('bidHistory', () => ({ bids: [], current_page: 1, total_pages: 1 })),
    });
    const calls = () => app.gateways.history.callsOf('bidHistory') as { start_date: string; end_date: string }[];
    await vi.waitFor(() => expect(calls().length).toBeGreaterThan(0));
    return calls;
  }
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

  it('read DD/MM/YYYY on the market’s days, whatever the phone’s locale', async () => {
    await bidHistory();
    expect([input('From').value, input('To').value]).toEqual(['13/11/2026', '20/11/2026']);
    expect(input('From').type).toBe('text');
    expect(input('From').placeholder).toBe('DD/MM/YYYY');
  });

  it('a day the calendar lacks, or letters, get a clear error, keep what was typed and send nothing', async () => {
    const calls = await bidHistory();
    const sent = calls().length;

    type('From', '31/02/2026');
    expect(await screen.findByText('There is no 31/02/2026 on the calendar')).toBeTruthy();
    expect(input('From').value).toBe('31/02/2026');
    expect(input('From').getAttribute('aria-invalid')).toBe('true');

    type('To', '2O/11/2026');
    expect(await screen.findByText('Type the date as DD/MM/YYYY')).toBeTruthy();
    expect(input('To').value).toBe('2O/11/2026');
    expect(calls()).toHaveLength(sent);

    // Put right, each field is a day again and the history follows.
    type('From', '01/11/2026');
    type('To', '20/11/2026');
    await vi.waitFor(() => expect(calls().at(-1)).toEqual(expect.objectContaining({ start_date: '2026-11-01' })));
    expect(calls().at(-1)).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-20' });
    expect(screen.queryByText('Type the date as DD/MM/YYYY')).toBeNull();
    expect(screen.queryByText('There is no 31/02/2026 on the calendar')).toBeNull();
  });

  it('an unfinished day waits while it is typed, and says so once the field is left', async () => {
    const calls = await bidHistory();
    const sent = calls().length;
    type('To', '20/11');
    expect(input('To').value).toBe('20/11');
    expect(screen.queryByText('Type the date as DD/MM/YYYY')).toBeNull();
    fireEvent.blur(input('To'));
    expect(await screen.findByText('Type the date as DD/MM/YYYY')).toBeTruthy();
    expect(calls()).toHaveLength(sent);
  });

  it('say what is wrong in the player’s language, with the date still DD/MM/YYYY', async () => {
    await bidHistory();
    await act(() => changeLanguage('hi'));
    expect(input('से').value).toBe('13/11/2026');
    type('से', '31/02/2026');
    expect(await screen.findByText('कैलेंडर में 31/02/2026 जैसी कोई तारीख नहीं है')).toBeTruthy();
    expect(input('से').value).toBe('31/02/2026');
  });
});
