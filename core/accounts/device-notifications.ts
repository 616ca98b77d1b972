import type { DevicePush, PushGateway, PushTexts } from '../ports/push-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';

/**
 * Whether this device gets notifications: on, off, blocked in the browser's settings, a browser
 * without push, or on asked for and not possible (the browser could not reach its push service).
 */
export type DeviceNotificationState = 'on' | 'off' | 'blocked' | 'unsupported' | 'failed';

/**
 * Web Push from the side menu (docs/web-push.md): the player turns notifications on for this
 * device (the browser asks its permission, the device subscribes with the server's key and
 * tells the server, with the words in the player's language) or off again.
 */
export class DeviceNotifications {
  constructor(
    private readonly gateway: PushGateway,
    private readonly device: DevicePush,
    private readonly policy: SessionPolicy,
  ) {}

  async state(): Promise<DeviceNotificationState> {
    const permission = this.device.permission();
    if (permission === 'unsupported') return 'unsupported';
    if (permission === 'denied') return 'blocked';
    return permission === 'granted' && (await this.device.current()) ? 'on' : 'off';
  }

  /** Turns them on with `texts`; on again sends the words anew (the player changed language). */
  async turnOn(texts: PushTexts): Promise<Outcome<DeviceNotificationState>> {
    // A refusal (no key either) was shown to the player by the policy.
    const key = await this.policy.run(() => this.gateway.pushKey());
    if (!key.ok) return key;
    const publicKey = key.value;
    const subscription = await this.device.subscribe(publicKey).catch(() => 'failed' as const);
    if (subscription === 'failed') return success('failed');
    if (!subscription) return success(await this.state());
    const sent = await this.policy.run(() => this.gateway.subscribe({ ...subscription, texts }));
    if (!sent.ok) return sent;
    return success('on');
  }

  async turnOff(): Promise<Outcome<DeviceNotificationState>> {
    const endpoint = await this.device.unsubscribe();
    if (endpoint) {
      const sent = await this.policy.run(() => this.gateway.unsubscribe({ endpoint }));
      if (!sent.ok) return sent;
    }
    return success(await this.state());
  }
}
