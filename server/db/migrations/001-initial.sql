-- Money is integer paise. A day is 'YYYY-MM-DD' in server time. Every wallet change is a
-- ledger row written in the same transaction as the change.

create table users (
  id bigserial primary key,
  mobile text not null unique,
  name text not null,
  email text not null default '',
  password_hash text not null,
  verified boolean not null default false,
  created_at timestamptz not null default now()
);

-- balance: the main wallet; bonus: spent on bets before the main wallet, never withdrawn;
-- debt: what a corrected result took back beyond the balance, repaid from the next credits.
create table wallets (
  user_id bigint primary key references users (id),
  balance bigint not null default 0 check (balance >= 0),
  bonus bigint not null default 0 check (bonus >= 0),
  debt bigint not null default 0 check (debt >= 0)
);

create table ledger (
  id bigserial primary key,
  user_id bigint not null references users (id),
  kind text not null,
  amount bigint not null,
  bonus_amount bigint not null default 0,
  before_total bigint not null,
  after_total bigint not null,
  remark text not null,
  bet_id bigint,
  ref text,
  created_at timestamptz not null default now()
);
create index ledger_user on ledger (user_id, id);

create table api_tokens (
  token_hash text primary key,
  user_id bigint not null references users (id),
  expires_at timestamptz not null,
  revoked boolean not null default false
);

create table otps (
  mobile text not null,
  purpose text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  sent_at timestamptz not null,
  wrong_tries int not null default 0,
  verified boolean not null default false,
  primary key (mobile, purpose)
);

create table markets (
  name text primary key,
  kind text not null check (kind in ('main', 'starline', 'jackpot')),
  open_time text not null,
  close_time text not null,
  active boolean not null default true
);

create table starline_slots (
  market text not null references markets (name),
  timing text not null,
  primary key (market, timing)
);

-- One row a market a day. Main: open and close pana. Starline: one row a slot (timing).
-- Jackpot: the jodi. A declared value never changes except by a correction.
create table results (
  market text not null references markets (name),
  day text not null,
  timing text not null default '',
  open_pana text,
  close_pana text,
  jodi text,
  open_declared_at timestamptz,
  close_declared_at timestamptz,
  primary key (market, day, timing)
);

create table bets (
  id bigserial primary key,
  user_id bigint not null references users (id),
  request_id text not null,
  market text not null references markets (name),
  day text not null,
  timing text not null default '',
  number text not null,
  game text not null,
  session text not null,
  amount bigint not null check (amount > 0),
  status text not null default 'PENDING' check (status in ('PENDING', 'WON', 'LOSS')),
  payout bigint not null default 0,
  rate numeric,
  created_at timestamptz not null default now()
);
create index bets_pending on bets (market, day, timing, status);
create index bets_user on bets (user_id, id);

-- A place-bet request once placed: a retry with the same id gets the same answer.
create table bet_requests (
  user_id bigint not null references users (id),
  request_id text not null,
  answer text not null,
  primary key (user_id, request_id)
);

create table deposits (
  id bigserial primary key,
  user_id bigint not null references users (id),
  amount bigint not null check (amount > 0),
  utr text not null,
  image text not null,
  status text not null default 'Pending' check (status in ('Pending', 'Completed', 'Rejected')),
  remark text not null default '',
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

create table withdrawals (
  id bigserial primary key,
  user_id bigint not null references users (id),
  amount bigint not null check (amount > 0),
  status text not null default 'Pending' check (status in ('Pending', 'Completed', 'Rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

create table bank_details (
  user_id bigint primary key references users (id),
  acno text not null,
  name text not null,
  ifsc text not null
);

create table config (key text primary key, value text not null);
create table rates (game text primary key, rate numeric not null check (rate >= 0));
create table content (key text primary key, html text not null);
create table notifications (
  id bigserial primary key,
  title text not null,
  notification text not null,
  created_at timestamptz not null default now()
);
create table carousel_images (id bigserial primary key, image text not null, refer text not null default '');
