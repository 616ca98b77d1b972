import webpush from 'web-push';
import { formatResult, indianRupees, ROUTES } from 'matka-core/player';
import type { DeviceSubscription, PushTexts } from 'matka-core/player';
import type { Database } from '../../db/database.js';
import type { Player } from '../accounts/accounts.js';
import type { Clock } from '../platform/clock.js';
import { KeyedRefusal } from '../platform/refusal.js';
import type { Events } from './events.js';
import type { PushKeyAnswer } from '../../../contract/player/content.js';

/** A device to push to: its subscription (core's), and the notification texts in the player's language. */
export interface PushSubscribeRequest extends DeviceSubscription {
  texts: PushTexts;
}

/** How this server signs its pushes (VAPID, RFC 8292), and which endpoints it sends to. */
export interface PushConfig {
  /** Whom a push service may contact about this server's pushes: a mailto: or https: URL. */
  subject: string;
  /** A key pair from the settings; none: one made once and kept in the database. */
  keys?: { publicKey: string; privateKey: string } | undefined;
  /** The push services' hosts an endpoint may name ('*.' a subdomain of); the browsers' by default. */
  serviceHosts?: readonly string[] | undefined;
}

/**
 * The browsers' push services: an endpoint anywhere else is refused, so a subscription cannot
 * make the server open connections to its own network (127.0.0.1, a cloud's metadata address, a
 * cluster's internal names). PUSH_SERVICE_HOSTS adds more (a test's push service).
 */
export const BROWSER_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** A player's devices kept at most: a new one past it takes the place of their oldest. */
export const MAX_DEVICES_PER_PLAYER = 10;

export const DEFAULT_PUSH_CONFIG: PushConfig = {
  subject: 'mailto:push@matka-core.invalid',
};

/**
 * Whether an endpoint is https on a known push service: its host one of `hosts` ('*.' any
 * subdomain of one), on the default port unless the entry names one ('127.0.0.1:8443').
 */
export function onKnownPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.host.toLowerCase();
  return hosts.some((known) =>
    known.startsWith('*.') ? host.endsWith(known.slice(1)) && host.length > known.length - 1 : host === known,
  );
}

/** The push settings of the environment (README, "Configuration"): VAPID_SUBJECT, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY. */
export function pushConfigFromEnv(env: Record<string, string | undefined>): PushConfig {
  const subject = env.VAPID_SUBJECT || DEFAULT_PUSH_CONFIG.subject;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}".`);
  const publicKey = env.VAPID_PUBLIC_KEY || '';
  const privateKey = env.VAPID_PRIVATE_KEY || '';
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys), or neither.');
  if (publicKey && !/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    throw new Error('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (87 characters).');
  if (privateKey && !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters).');
  const extra = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    subject,
    keys: publicKey ? { publicKey, privateKey } : undefined,
    serviceHosts: [...BROWSER_PUSH_SERVICES, ...extra],
  };
}

/** A push service keeps an undelivered message this long (the device was off): a day-old result is still news. */
const TTL_SECONDS = 24 * 60 * 60;
/** Claimed and sent together: a batch per round, the rounds until none waits. */
const BATCH = 20;
/** A sent row is kept this long: an event that fires again meanwhile meets its unique key. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;
/** How often a process deletes the sent rows past their keeping. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Between rounds with no NOTIFY (a listen gap, a push that failed to wake): look anyway. */
const SWEEP_MS = 30_000;
/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 5_000;

interface Claimed {
  id: number;
  event_key: string;
  subscription_id: number;
  kind: string;
  data: Record<string, unknown>;
  endpoint: string;
  p256dh: string;
  auth: string;
  texts: PushTexts;
  silenced: boolean;
}

/** What the service worker shows, and the screen a tap opens (scripts/service-worker-push.js). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const fill = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const paise = (value: unknown) => indianRupees(Number(value));

/** One outbox row as the device shows it, in the words the player's app sent. */
export function pushMessage(row: Pick<Claimed, 'kind' | 'data' | 'texts' | 'event_key'>): PushMessage {
  const { kind, data, texts } = row;
  const tag = row.event_key;
  const market = typeof data.market === 'string' ? data.market : '';
  if (kind === 'result') {
    const timing = typeof data.timing === 'string' && data.timing ? ` ${data.timing}` : '';
    return {
      title: fill(texts.resultTitle, { market: market + timing }),
      body: formatResult({ openPana: data.open_pana as string, closePana: data.close_pana as string | null }),
      url: ROUTES.gameHistory.path,
      tag,
    };
  }
  const amount = paise(data.amount);
  const completed = data.status === 'Completed';
  const [body, url] =
    kind === 'win'
      ? [fill(texts.win, { amount, market }), ROUTES.gameHistory.path]
      : kind === 'deposits'
        ? [fill(completed ? texts.depositCompleted : texts.depositRejected, { amount }), ROUTES.depositHistory.path]
        : [
            fill(completed ? texts.withdrawalCompleted : texts.withdrawalRejected, { amount }),
            ROUTES.withdrawHistory.path,
          ];
  return { title: texts.walletTitle, body, url, tag };
}

/**
 * Web Push (docs/web-push.md): a player's devices opt in, and the results of markets they bet
 * on that day and their wallet's decided deposits, wins and decided withdrawals reach them as
 * notifications, also with the app closed. The database's triggers write one outbox row per
 * event and device in the transaction of the change (031-web-push.sql); every process sends:
 * it claims waiting rows with `for update skip locked` and stamps them sent before sending, so
 * two processes never send the same row. A self-excluded player, or one on a cool-off, gets
 * nothing (the row is stamped, not sent); a device its push service no longer knows (404, 410)
 * is dropped with its waiting rows.
 */
export class WebPush {
  private keys: Promise<{ publicKey: string; privateKey: string }> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** When this process last deleted the rows sent over KEEP_SENT_MS ago (at most once an hour). */
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly config: PushConfig = DEFAULT_PUSH_CONFIG,
    private readonly log: (line: string) => void = console.log,
  ) {}

  /** The settings' key pair, or the one kept in the database (made by the first process that asks). */
  vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    this.keys ??= this.config.keys ? Promise.resolve(this.config.keys) : this.keptKeys();
    this.keys.catch(() => (this.keys = undefined));
    return this.keys;
  }

  private async keptKeys() {
    const made = webpush.generateVAPIDKeys();
    await this.db.query(
      'insert into push_vapid_keys (id, public_key, private_key) values (1, $1, $2) on conflict (id) do nothing',
      [made.publicKey, made.privateKey],
    );
    const [row] = await this.db.query<{ public_key: string; private_key: string }>(
      'select public_key, private_key from push_vapid_keys where id = 1',
    );
    return { publicKey: row!.public_key, privateKey: row!.private_key };
  }

  /** push-key: the public key the app subscribes with (applicationServerKey). */
  async publicKey(): Promise<PushKeyAnswer> {
    return { success: true, public_key: (await this.vapidKeys()).publicKey };
  }

  /**
   * push-subscribe: this device, for this player and session, with the words in their language.
   * The same device again (its endpoint) is updated: a new language, another player or session on
   * it. When the session ends (logout, a password change, a block) the device is dropped (031-*.sql).
   */
  async subscribe(player: Player, command: PushSubscribeRequest) {
    if (!onKnownPushService(command.endpoint, this.config.serviceHosts ?? BROWSER_PUSH_SERVICES))
      throw new KeyedRefusal('pushSubscriptionInvalid');
    await this.db.query(
      `insert into push_subscriptions (user_id, token_hash, endpoint, p256dh, auth, texts, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (endpoint) do update set user_id = $1, token_hash = $2, p256dh = $4, auth = $5, texts = $6`,
      [
        player.id,
        player.tokenHash,
        command.endpoint,
        command.keys.p256dh,
        command.keys.auth,
        JSON.stringify(command.texts),
        this.clock.now(),
      ],
    );
    // A cap on a player's devices: one subscription cannot multiply into hundreds of sends.
    await this.db.query(
      `delete from push_subscriptions where user_id = $1 and id not in
         (select id from push_subscriptions where user_id = $1 order by id desc limit $2)`,
      [player.id, MAX_DEVICES_PER_PLAYER],
    );
    return { success: true };
  }

  /** push-unsubscribe: this device hears nothing more. */
  async unsubscribe(player: Player, endpoint: string) {
    await this.db.query('delete from push_subscriptions where user_id = $1 and endpoint = $2', [player.id, endpoint]);
    return { success: true };
  }

  /**
   * Sends what waits, in rounds until nothing does; a call while a round runs makes one more
   * round after it (what it was told of may have been written after the claim).
   */
  sendWaiting(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.round()) === BATCH);
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Sends at each NOTIFY on `push`, and every half minute besides; gives the function that stops. */
  async start(events: Events): Promise<() => void> {
    const wake = () =>
      void this.sendWaiting().catch((error: unknown) => this.log(`[push] sending: ${(error as Error).message}`));
    const stop = await events.subscribe('push', wake);
    const sweep = setInterval(wake, SWEEP_MS);
    sweep.unref?.();
    wake();
    return () => {
      clearInterval(sweep);
      stop();
    };
  }

  /** Claims a batch (stamped sent before anything is sent), sends it; answers how many it claimed. */
  private async round(): Promise<number> {
    const now = this.clock.now();
    // The key first: a claimed row is never sent again, so nothing is claimed that cannot be signed.
    const keys = await this.vapidKeys();
    const claimed = await this.db.query<Claimed>(
      `update push_outbox o set sent_at = $1 from push_subscriptions s
       where o.id in (select id from push_outbox where sent_at is null order by id limit ${BATCH} for update skip locked)
         and s.id = o.subscription_id
       returning o.id, o.event_key, o.subscription_id, o.kind, o.data, s.endpoint, s.p256dh, s.auth, s.texts,
         exists (select 1 from self_limits l where l.user_id = o.user_id
           and (l.excluded_for_good or l.excluded_until > $1 or l.cool_off_until > $1)) as silenced`,
      [now],
    );
    if (now.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      await this.db.query('delete from push_outbox where sent_at < $1', [new Date(now.getTime() - KEEP_SENT_MS)]);
    }
    if (claimed.length === 0) return 0;
    await Promise.all(claimed.filter((row) => !row.silenced).map((row) => this.send(row, keys)));
    return claimed.length;
  }

  private async send(row: Claimed, keys: { publicKey: string; privateKey: string }): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(pushMessage(row)),
        {
          vapidDetails: { subject: this.config.subject, ...keys },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
        },
      );
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The push service no longer knows this device (it unsubscribed, or expired).
        await this.db.query('delete from push_subscriptions where id = $1', [row.subscription_id]);
        return;
      }
      // No endpoint in the log: it names a device.
      this.log(`[push] a ${row.kind} push was not delivered: ${status ?? (error as Error).message}`);
    }
  }
}
