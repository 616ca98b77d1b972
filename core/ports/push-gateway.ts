import type { SuccessAnswer } from './accounts-gateway.js';
import { token } from './token.js';

/** A device's push subscription as the browser's `PushSubscription.toJSON()` gives it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The kinds of notification, each worded by the app in the player's language. */
export const PUSH_TEXT_KEYS = [
  'resultTitle',
  'walletTitle',
  'win',
  'depositCompleted',
  'depositRejected',
  'withdrawalCompleted',
  'withdrawalRejected',
] as const;

/**
 * The notification words in the player's language (Web Push, docs/web-push.md): the server fills
 * in {market}, {amount} and {result} and sends them to this device.
 */
export type PushTexts = Record<(typeof PUSH_TEXT_KEYS)[number], string>;

/** The server's Web Push calls (docs/web-push.md). */
export interface PushGateway {
  /** The server's VAPID public key (base64url), what a device subscribes with. */
  pushKey(): Promise<SuccessAnswer & { public_key?: string | undefined }>;
  subscribe(payload: DeviceSubscription & { texts: PushTexts }): Promise<SuccessAnswer>;
  unsubscribe(payload: { endpoint: string }): Promise<SuccessAnswer>;
}
export const PushGateway = token<PushGateway>('PushGateway');

/** Whether this device may show notifications: 'unsupported' when the browser has no Push API. */
export type DevicePermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** The device's own side of Web Push: the browser's permission and its PushManager. */
export interface DevicePush {
  permission(): DevicePermission;
  /** The device's subscription, if it has one. */
  current(): Promise<DeviceSubscription | undefined>;
  /** Asks the player's permission (once), then subscribes with the server's key. */
  subscribe(publicKey: string): Promise<DeviceSubscription | undefined>;
  /** Ends the device's subscription; gives the endpoint it had. */
  unsubscribe(): Promise<string | undefined>;
}
export const DevicePush = token<DevicePush>('DevicePush');
