// npm run operator -- <command> [key=value …]: a command line over the operator API.
export {};
// `words`: the command's leading words, by name, taken as they are (a password may hold '=').
const COMMANDS: Record<string, { method: string; path: (args: Args) => string; help: string; words?: string[] }> = {
  declare: {
    method: 'POST',
    path: () => '/operator/results',
    help: 'market=KALYAN session=open|close pana=128 | market=STARLINE timing=10:00 pana=128 | market=DELHI JACKPOT jodi=42 [early=true: before the draw, on purpose]',
  },
  correct: {
    method: 'PUT',
    path: () => '/operator/results',
    help: 'the same fields as declare (and day=YYYY-MM-DD; no early): reverses and settles again',
  },
  deposits: {
    method: 'GET',
    path: (a) => `/operator/deposits?${pageQuery(a)}`,
    help: "[status=pending|completed|rejected] [limit=50 (at most 100)] [after=<the last page's next>]",
  },
  'approve-deposit': { method: 'POST', path: (a) => `/operator/deposits/${a._}/approve`, help: '<id>' },
  'reject-deposit': {
    method: 'POST',
    path: (a) => `/operator/deposits/${a._}/reject`,
    help: '<id> reason=… (required: the player reads it)',
  },
  withdrawals: {
    method: 'GET',
    path: (a) => `/operator/withdrawals?${pageQuery(a)}`,
    help: "[status=pending|completed|rejected] [limit=50 (at most 100)] [after=<the last page's next>]",
  },
  'approve-withdrawal': {
    method: 'POST',
    path: (a) => `/operator/withdrawals/${a._}/approve`,
    help: '<id> payoutReference=… (required: the payout made)',
  },
  'reject-withdrawal': {
    method: 'POST',
    path: (a) => `/operator/withdrawals/${a._}/reject`,
    help: '<id> reason=… (required; the held amount returns)',
  },
  config: { method: 'PUT', path: () => '/operator/config', help: 'key=value … (min_bet=10 whatsapp=9000000000 …)' },
  rates: {
    method: 'PUT',
    path: () => '/operator/rates',
    help: 'game=rate … (single=9.5 jodi=95 …; applies to bets placed from now on)',
  },
  market: {
    method: 'POST',
    path: () => '/operator/markets',
    help: 'market=NAME open_time=HH:MM close_time=HH:MM [kind=main|jackpot]',
  },
  starline: { method: 'POST', path: () => '/operator/starline', help: 'market=NAME timings=10:00,11:00,…' },
  notify: {
    method: 'POST',
    path: () => '/operator/notifications',
    help: 'title=… notification=… [mobile=9876543210: to that player only]',
  },
  bonus: { method: 'POST', path: () => '/operator/bonus', help: 'mobile=9876543210 amount=100 [reason=…]' },
  'add-operator': {
    method: 'POST',
    path: () => '/operator/operators',
    help: '<username> <password> <role>   a console operator (role: owner, cashier, results or support)',
    words: ['username', 'password', 'role'],
  },
};

type Args = Record<string, string> & { _?: string };

/** A list's status and page: pending unless told; limit and after as given (the server checks them). */
function pageQuery(a: Args): string {
  const query = new URLSearchParams({ status: a.status ?? 'pending' });
  if (a.limit !== undefined) query.set('limit', a.limit);
  if (a.after !== undefined) query.set('after', a.after);
  return query.toString();
}

function usage(): never {
  console.log('npm run operator -- <command> [key=value …]   (OPERATOR_TOKEN and OPERATOR_URL from the environment)\n');
  for (const [name, command] of Object.entries(COMMANDS)) console.log(`  ${name.padEnd(20)} ${command.help}`);
  for (const [name, help] of Object.entries(BACKUP_COMMANDS)) console.log(`  ${name.padEnd(20)} ${help}`);
  process.exit(1);
}

// Backups (docs/backups.md): `backup` asks the running server; `restore` and `check-store` need none (nor its token).
const BACKUP_COMMANDS = {
  backup: 'FILE   the embedded store (DATA_DIR), from the running server (PostgreSQL: pg_dump)',
  restore:
    'FILE --data-dir DIR [--unsigned]   a new data folder (new or empty) from a backup and its FILE.sig, with no server on it; checks its books',
  'check-store': "--data-dir DIR | --database-url URL   a restored store's counts and books, before a server serves it",
};

const base = process.env.OPERATOR_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const operatorToken = process.env.OPERATOR_TOKEN;
const [commandName, ...rest] = process.argv.slice(2);
if (commandName && Object.hasOwn(BACKUP_COMMANDS, commandName)) {
  const { backupCommand, checkStoreCommand, restoreCommand } = await import('./operator-backup.js');
  const { backupKey } = await import('./db/backup-signature.js');
  try {
    let done: { ok: boolean; text: string };
    if (commandName === 'restore') done = await restoreCommand(rest, backupKey(process.env.BACKUP_KEY));
    else if (commandName === 'check-store') done = await checkStoreCommand(rest);
    else if (!operatorToken) throw new Error('Set OPERATOR_TOKEN (the server prints one in demo mode).');
    else done = { ok: true, text: await backupCommand(rest, base, operatorToken, backupKey(process.env.BACKUP_KEY)) };
    (done.ok ? console.log : console.error)(done.text);
    process.exit(done.ok ? 0 : 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const command = commandName ? COMMANDS[commandName] : undefined;
if (!command) usage();
const args: Args = {};
const named = command.words ?? [];
if (rest.length < named.length) usage();
named.forEach((name, i) => (args[name] = rest[i]!));
for (const word of rest.slice(named.length)) {
  const at = word.indexOf('=');
  if (at < 0) args._ = word;
  else args[word.slice(0, at)] = word.slice(at + 1);
}
const body: Record<string, unknown> = { ...args };
delete body._;
if (typeof body.timings === 'string') body.timings = body.timings.split(',');
// The API takes early as a boolean (as the console sends it): early=true and early=false are that.
if (body.early === 'true' || body.early === 'false') body.early = body.early === 'true';

if (!operatorToken) {
  console.error('Set OPERATOR_TOKEN (the server prints one in demo mode).');
  process.exit(1);
}
const response = await fetch(base + command.path(args), {
  method: command.method,
  headers: {
    authorization: `Bearer ${operatorToken}`,
    ...(command.method === 'GET' ? {} : { 'content-type': 'application/json' }),
  },
  ...(command.method === 'GET' ? {} : { body: JSON.stringify(body) }),
});
console.log(JSON.stringify(await response.json(), null, 2));
process.exit(response.ok ? 0 : 1);
