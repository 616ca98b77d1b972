import type { NoteAnswer, NotePageAnswer, NoteRowAnswer } from '../../../contract/console/players.js';
import type { Database } from '../../db/database.js';
import type { Actor } from '../platform/actor.js';
import { audit } from '../platform/audit.js';
import type { Clock } from '../platform/clock.js';
import { CONSOLE_PAGE_SIZE, cappedCount, consoleTime, offsetOf, paged } from '../platform/console-format.js';
import { NotFound } from '../platform/console-refusals.js';

interface NoteRow {
  id: number;
  operator: string;
  role: string;
  note: string;
  created_at: Date;
}

const shaped = (r: NoteRow): NoteRowAnswer => ({
  id: Number(r.id),
  at: consoleTime(r.created_at),
  operator: r.operator,
  role: r.role,
  text: r.note,
});

/**
 * Notes on a player: support and owners write them, every role that reads
 * players reads them, newest first. A note is never changed or removed; each is audited.
 */
export class PlayerNotes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(id: number, page: number): Promise<NotePageAnswer> {
    const [player] = await this.db.query('select 1 from users where id = $1', [id]);
    if (!player) throw new NotFound(`There is no player #${id}.`);
    const [{ n }] = (await this.db.query<{ n: number }>(cappedCount('from player_notes where user_id = $1'), [id])) as [
      { n: number },
    ];
    const rows = await this.db.query<NoteRow>(
      `select id, operator, role, note, created_at from player_notes where user_id = $1
       order by id desc limit ${CONSOLE_PAGE_SIZE} offset ${offsetOf(page)}`,
      [id],
    );
    return paged(rows.map(shaped), n, page);
  }

  /** `text`: already checked (trimmed, at most MAX_NOTE_LENGTH characters). The note and its audit row commit together. */
  async add(actor: Actor, id: number, text: string): Promise<NoteAnswer> {
    const now = this.clock.now();
    const note = await this.db.transaction(async (tx) => {
      const [player] = await tx.query<{ mobile: string }>('select mobile from users where id = $1', [id]);
      if (!player) throw new NotFound(`There is no player #${id}.`);
      const [row] = await tx.query<NoteRow>(
        `insert into player_notes (user_id, operator_id, operator, role, note, created_at) values ($1, $2, $3, $4, $5, $6)
         returning id, operator, role, note, created_at`,
        [id, actor.operatorId, actor.username, actor.role, text, now],
      );
      await audit(tx, now, actor, {
        action: 'player.note',
        target: `player:${player.mobile}`,
        playerId: id,
        after: { id: Number(row!.id), note: text },
      });
      return shaped(row!);
    });
    return { note };
  }
}
