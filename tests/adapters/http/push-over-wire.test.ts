import { describe, expect, it } from 'vitest';
import { pushOverWire, type PushWire } from '../../../adapters/index.js';
import { ScriptedGateway } from '../../../testing/fakes/scripted-gateway.js';
import { ENGLISH_PUSH_TEXTS } from '../../push-texts.js';

/** Web Push's port over a wire whose answers the test scripts as the server sends them. */
function push() {
  const wire = new ScriptedGateway<PushWire>();
  return { wire, port: pushOverWire(wire.api) };
}

const DEVICE = {
  endpoint: 'https://push.example/send/1',
  keys: { p256dh: 'BP-key', auth: 'auth-secret' },
};

describe('the Web Push port over the wire', () => {
  it('gives the server’s key, with the balance the answer carried in paise', async () => {
    const { wire, port } = push();
    wire.reply('pushKey', { success: true, public_key: 'server-key', wallet: '1,250.50' });
    expect(await port.pushKey()).toEqual({ ok: true, value: 'server-key', balancePaise: 125050 });
  });

  it('refuses a key the server did not give, in its words when it sent any', async () => {
    const { wire, port } = push();
    wire.reply('pushKey', { success: true });
    expect(await port.pushKey()).toEqual({ ok: false, refusal: { code: 'refused' } });
    wire.reply('pushKey', { success: '1', public_key: '' });
    expect(await port.pushKey()).toEqual({ ok: false, refusal: { code: 'refused' } });
    wire.reply('pushKey', {
      success: false,
      message: 'Notifications are not set up',
      message_key: 'pushNotSetUp',
    });
    expect(await port.pushKey()).toEqual({
      ok: false,
      refusal: { code: 'pushNotSetUp', messageKey: 'pushNotSetUp', message: 'Notifications are not set up' },
    });
  });

  it('sends the device and its words as the wire takes them, and reads a refusal with its code', async () => {
    const { wire, port } = push();
    wire.reply('subscribe', { success: true, message: 'Subscribed' });
    expect(await port.subscribe({ ...DEVICE, texts: ENGLISH_PUSH_TEXTS })).toEqual({
      ok: true,
      value: { message: 'Subscribed' },
    });
    expect(wire.callsOf('subscribe')).toEqual([{ ...DEVICE, texts: ENGLISH_PUSH_TEXTS }]);
    wire.reply('subscribe', { success: 0, message_key: 'pushSubscriptionInvalid', message: 'Opt in again.' });
    expect(await port.subscribe({ ...DEVICE, texts: ENGLISH_PUSH_TEXTS })).toEqual({
      ok: false,
      refusal: { code: 'pushSubscriptionInvalid', messageKey: 'pushSubscriptionInvalid', message: 'Opt in again.' },
    });
  });

  it('ends the session on any call', async () => {
    const { wire, port } = push();
    wire.reply('pushKey', { session: false });
    expect(await port.pushKey()).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    wire.reply('subscribe', { auth: false, message: 'Blocked' });
    expect(await port.subscribe({ ...DEVICE, texts: ENGLISH_PUSH_TEXTS })).toEqual({
      ok: false,
      refusal: { code: 'signedOut', message: 'Blocked' },
    });
    wire.reply('unsubscribe', { nosession: '1' });
    expect(await port.unsubscribe({ endpoint: DEVICE.endpoint })).toEqual({
      ok: false,
      refusal: { code: 'signedOut' },
    });
  });

  it('forgets a device whatever the success flag says (the device has already left), but not past an error', async () => {
    const { wire, port } = push();
    wire.reply('unsubscribe', { success: false });
    expect(await port.unsubscribe({ endpoint: DEVICE.endpoint })).toEqual({ ok: true, value: {} });
    expect(wire.callsOf('unsubscribe')).toEqual([{ endpoint: DEVICE.endpoint }]);
    wire.reply('unsubscribe', { error: 'Unknown endpoint' });
    expect(await port.unsubscribe({ endpoint: DEVICE.endpoint })).toMatchObject({
      ok: false,
      refusal: { code: 'refused', message: 'Unknown endpoint' },
    });
  });
});
