// The content port over the player API's wire: the rules and videos pages as withdraw-details-get
// takes them, the bell notifications in the domain, refusals and session ends as a port's refusal.
import { describe, expect, it } from 'vitest';
import { contentOverWire, type ContentWire } from '../../../adapters/index.js';
import { ScriptedWire } from '../../scripted-wire.js';
import type { ContentGateway } from '../../../core/index.js';

const wire = () => new ScriptedWire<ContentWire, ContentGateway>(contentOverWire);

describe('contentOverWire', () => {
  it('asks for the rules or the videos page by its wire name and answers its HTML as sent', async () => {
    const w = wire().reply('content', { content: '<p>Rules</p>', wallet: '1,250.50' }, { content: '<p>Videos</p>' });
    expect(await w.api.page('gameRules')).toEqual({ ok: true, value: '<p>Rules</p>', balancePaise: 125_050 });
    expect(await w.api.page('videos')).toEqual({ ok: true, value: '<p>Videos</p>' });
    expect(w.callsOf('content')).toEqual([{ onlyContent: 'game_rules' }, { onlyContent: 'videos' }]);
  });

  it('a page without content is empty', async () => {
    const w = wire().reply('content', { content: null });
    expect(await w.api.page('videos')).toEqual({ ok: true, value: '' });
  });

  it('notifications in the domain; missing fields read as empty text, no list as none', async () => {
    const w = wire().reply(
      'notifications',
      {
        data: [
          { sn: 3, date: '2026-11-20', title: 'Hello', notification: 'Welcome' },
          { title: 'Only a title', notification: null },
        ],
      },
      { data: null },
    );
    expect(await w.api.notifications()).toEqual({
      ok: true,
      value: [
        { id: '3', date: '2026-11-20', title: 'Hello', body: 'Welcome' },
        { id: '', date: '', title: 'Only a title', body: '' },
      ],
    });
    expect(await w.api.notifications()).toEqual({ ok: true, value: [] });
  });

  it('a refusal carries the server’s reason and words; an ended session is a refusal with its code', async () => {
    const w = wire().reply(
      'notifications',
      { errors: { page: ['Too far', 'Try again'] } },
      { nosession: 1 },
      { session: false, data: [] },
    );
    expect(await w.api.notifications()).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Too far', messages: ['Too far', 'Try again'] },
    });
    expect(await w.api.notifications()).toEqual({ ok: false, refusal: { code: 'signedOut' } });
    expect(await w.api.notifications()).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    w.reply('content', { error: 'Not now', message_key: 'tryLater', message_values: { minutes: 5 } });
    expect(await w.api.page('gameRules')).toEqual({
      ok: false,
      refusal: { code: 'tryLater', messageKey: 'tryLater', messageValues: { minutes: 5 }, message: 'Not now' },
    });
  });
});
