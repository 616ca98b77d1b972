// Web Push's settings (README, docs/web-push.md): a VAPID subject a push service can contact,
// and a key pair given whole or not at all; a wrong one is refused with what to set.
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { BROWSER_PUSH_SERVICES, onKnownPushService, pushConfigFromEnv } from '../../server/services/live/web-push.js';

describe('the Web Push settings', () => {
  it('take a key pair and a subject, or keep the default subject and a pair the database keeps', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(
      pushConfigFromEnv({
        VAPID_SUBJECT: 'mailto:ops@example.com',
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
      }),
    ).toEqual({ subject: 'mailto:ops@example.com', keys: pair, serviceHosts: [...BROWSER_PUSH_SERVICES] });
    expect(pushConfigFromEnv({})).toEqual({
      subject: 'mailto:push@matka-core.invalid',
      keys: undefined,
      serviceHosts: [...BROWSER_PUSH_SERVICES],
    });
    expect(pushConfigFromEnv({ VAPID_SUBJECT: 'https://matka.example/contact' }).subject).toBe(
      'https://matka.example/contact',
    );
  });

  it('send only to the browsers’ push services and those PUSH_SERVICE_HOSTS adds', () => {
    const hosts = pushConfigFromEnv({ PUSH_SERVICE_HOSTS: ' push.test:8443 , Other.Example ' }).serviceHosts!;
    const known = (endpoint: string) => onKnownPushService(endpoint, hosts);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://push.test:8443/send/1',
      'https://other.example/send/1',
    ])
      expect(known(endpoint), endpoint).toBe(true);
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/computeMetadata',
      'https://fcm.googleapis.com:8080/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://evil.example/notify.windows.com',
      'https://notify.windows.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://push.test/send/1',
      'not a url',
    ])
      expect(known(endpoint), endpoint).toBe(false);
  });

  it('refuse a subject that is no address, half a pair, and keys that are not P-256 in base64url', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => pushConfigFromEnv({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https: URL, not "ops@example.com".',
    );
    expect(() => pushConfigFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    );
    expect(() => pushConfigFromEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters).',
    );
    expect(() => pushConfigFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'x+y/z' })).toThrow(
      'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters).',
    );
  });
});
