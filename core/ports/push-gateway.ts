import type { Acknowledgement, PortAnswer } from './port-answer.js';
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

/** A device to send notifications to, with the words to send in the player's language. */
export type DeviceToNotify = DeviceSubscription & { texts: PushTexts };

/** The server's Web Push calls (docs/web-push.md). */
export interface PushGateway {
  /**
   * The server's VAPID public key (base64url), what a device subscribes with; refused when the
   * server sends none (it has no Web Push set up).
   */
  pushKey(): Promise<PortAnswer<string>>;
  /** Tells the server this device's subscription and the words to notify it with (again: new words). */
  subscribe(device: DeviceToNotify): Promise<PortAnswer<Acknowledgement>>;
  /** Tells the server to forget a device's subscription (the device has already left it). */
  unsubscribe(device: { endpoint: string }): Promise<PortAnswer<Acknowledgement>>;
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
