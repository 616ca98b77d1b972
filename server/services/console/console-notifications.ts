import type { NotificationAudienceAnswer } from '../../../contract/console/content.js';
import type { Database } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { NotFound } from '../platform/console-refusals.js';

/** A notification from the console: to every player, or to one (by mobile). */
export class ConsoleNotifications {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Whom a notification to everyone reaches: every player whose account is not blocked (a blocked one cannot sign in to read it). */
  async audience(): Promise<NotificationAudienceAnswer> {
    const [row] = await this.db.query<{ n: number }>('select count(*)::int as n from users where blocked_at is null');
    return { players: Number(row!.n) };
  }

  async send(actor: Actor, command: { title: string; notification: string; mobile?: string | undefined }) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      let playerId: number | null = null;
      if (command.mobile) {
        const [player] = await tx.query<{ id: number }>('select id from users where mobile = $1', [command.mobile]);
        if (!player) throw new NotFound(`No player has the mobile ${command.mobile}.`);
        playerId = Number(player.id);
      }
      const [row] = await tx.query<{ id: number }>(
        'insert into notifications (title, notification, user_id, created_at) values ($1, $2, $3, $4) returning id',
        [command.title, command.notification, playerId, now],
      );
      await audit(tx, now, actor, {
        action: 'notification.send',
        target: command.mobile ? `player:${command.mobile}` : 'players:all',
        playerId,
        after: { id: Number(row!.id), title: command.title, notification: command.notification },
      });
    });
    return { ok: true };
  }
}
