import { backupStream } from '../../db/data-folder-backup.js';
import type { Database } from '../../db/database.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import { dayOf, type Clock } from './clock.js';
import { Conflict } from './console-refusals.js';

export const POSTGRES_BACKUP_REFUSAL =
  'This server keeps its store in PostgreSQL (DATABASE_URL): back it up with the database server’s own tools, ' +
  'pg_dump --format=custom --no-owner --no-privileges, and restore with pg_restore (docs/backups.md).';

/**
 * A backup of the embedded store, taken while the server runs: everything it holds (players,
 * wallets, ledger, bets, results, audit trail, screenshots) at one moment, as a gzipped
 * tarball of its data folder. Whoever takes it is recorded first (`store.backup`), so the
 * backup holds its own audit row. A PostgreSQL store is refused: pg_dump is the tool there.
 */
export class StoreBackup {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async take(actor: Actor): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
    if (!this.db.dumpDataDir) throw new Conflict(POSTGRES_BACKUP_REFUSAL);
    const at = this.clock.now();
    await audit(this.db, at, actor, { action: 'store.backup', target: 'store' });
    const tar = new Uint8Array(await (await this.db.dumpDataDir()).arrayBuffer());
    return { fileName: `matka-backup-${dayOf(at)}.tar.gz`, body: backupStream(tar) };
  }
}
