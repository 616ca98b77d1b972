import type { DevicePermission, DevicePush, DeviceSubscription } from 'matka-core/player';

/** base64url (the server's VAPID key) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function asDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

/** The browser's side of Web Push: Notification's permission and the service worker's PushManager. */
export class BrowserDevicePush implements DevicePush {
  permission(): DevicePermission {
    if (typeof Notification === 'undefined' || !('serviceWorker' in navigator) || typeof PushManager === 'undefined')
      return 'unsupported';
    return Notification.permission;
  }

  async current(): Promise<DeviceSubscription | undefined> {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? asDeviceSubscription(subscription) : undefined;
  }

  async subscribe(publicKey: string): Promise<DeviceSubscription | undefined> {
    if ((await Notification.requestPermission()) !== 'granted') return undefined;
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return asDeviceSubscription(subscription);
  }

  async unsubscribe(): Promise<string | undefined> {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return undefined;
    await subscription.unsubscribe();
    return subscription.endpoint;
  }
}
