import { describe, expect, it } from 'vitest';
import {
  DeviceNotifications,
  type DevicePermission,
  type DevicePush,
  type DeviceSubscription,
} from '../../../core/index.js';
import { HINDI_PUSH_TEXTS } from '../../push-texts.js';
import { harness } from '../harness.js';

const TEXTS = HINDI_PUSH_TEXTS;
const SUBSCRIPTION: DeviceSubscription = {
  endpoint: 'https://push.example/send/1',
  keys: { p256dh: 'BP-key', auth: 'auth-secret' },
};

/** A browser's push side in memory: a permission the player answers, and one subscription. */
class MemoryDevicePush implements DevicePush {
  subscribedWith: string[] = [];
  subscription: DeviceSubscription | undefined;
  constructor(
    public granted: DevicePermission,
    private readonly answer: 'granted' | 'denied' | 'unreachable' = 'granted',
  ) {}
  permission = () => this.granted;
  current = async () => this.subscription;
  async subscribe(publicKey: string) {
    this.subscribedWith.push(publicKey);
    if (this.answer === 'unreachable') throw new Error('AbortError: Registration failed - push service error');
    this.granted = this.answer;
    if (this.answer === 'denied') return undefined;
    this.subscription = SUBSCRIPTION;
    return SUBSCRIPTION;
  }
  async unsubscribe() {
    const endpoint = this.subscription?.endpoint;
    this.subscription = undefined;
    return endpoint;
  }
}

describe('notifications on this device (Web Push)', () => {
  it('subscribes with the server’s key and sends the device with the player’s words; off sends its endpoint', async () => {
    const h = harness();
    h.push
      .reply('pushKey', { success: true, public_key: 'server-key' })
      .reply('subscribe', { success: true })
      .reply('unsubscribe', { success: true });
    const device = new MemoryDevicePush('default');
    const notifications = new DeviceNotifications(h.push.api, device, h.policy);
    expect(await notifications.state()).toBe('off');

    expect(await notifications.turnOn(TEXTS)).toEqual({ ok: true, value: 'on' });
    expect(device.subscribedWith).toEqual(['server-key']);
    expect(h.push.callsOf('subscribe')).toEqual([{ ...SUBSCRIPTION, texts: TEXTS }]);
    expect(await notifications.state()).toBe('on');

    expect(await notifications.turnOff()).toEqual({ ok: true, value: 'off' });
    expect(h.push.callsOf('unsubscribe')).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
  });

  it('says blocked when the player refuses, and failed when the browser reaches no push service; the server hears nothing', async () => {
    const h = harness();
    h.push.reply('pushKey', { success: true, public_key: 'server-key' });
    const refused = new DeviceNotifications(h.push.api, new MemoryDevicePush('default', 'denied'), h.policy);
    expect(await refused.turnOn(TEXTS)).toEqual({ ok: true, value: 'blocked' });
    const offline = new DeviceNotifications(h.push.api, new MemoryDevicePush('granted', 'unreachable'), h.policy);
    expect(await offline.turnOn(TEXTS)).toEqual({ ok: true, value: 'failed' });
    expect(h.push.callsOf('subscribe')).toEqual([]);
    expect(await new DeviceNotifications(h.push.api, new MemoryDevicePush('unsupported'), h.policy).state()).toBe(
      'unsupported',
    );
  });

  it('shows the server’s refusal of the device in the player’s words', async () => {
    const h = harness();
    h.push.reply('pushKey', { success: true, public_key: 'server-key' }).reply('subscribe', {
      success: false,
      message: "This device's notification subscription is not valid: opt in again.",
      message_key: 'pushSubscriptionInvalid',
    });
    const notifications = new DeviceNotifications(h.push.api, new MemoryDevicePush('granted'), h.policy);
    expect((await notifications.turnOn(TEXTS)).ok).toBe(false);
    expect(h.notifier.last).toBe("error: This device's notification subscription is not valid: opt in again.");
  });
});
