-- The operator console: operator accounts and their sessions, the audit trail, blocked
-- players, who decided a deposit or withdrawal and why, notifications to one player, and
-- a NOTIFY whenever a deposit or withdrawal arrives or is decided (live counts in every
-- server process). A function body stays on one line: migrate() splits statements at a
-- semicolon that ends a line.

create table operators (
  id bigserial primary key,
  username text not null unique,
  password_hash text not null,
  role text not null check (role in ('owner', 'cashier', 'results', 'support')),
  -- base32; set by the TOTP setup, used only once enabled.
  totp_secret text,
  totp_enabled boolean not null default false,
  -- The last 30 s step whose code signed in: a code is used once.
  totp_last_step bigint,
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

-- A console session: only the token's hash is kept; the CSRF token is sent back in a header.
create table operator_sessions (
  token_hash text primary key,
  operator_id bigint not null references operators (id),
  csrf_token text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  address text not null
);
create index operator_sessions_operator on operator_sessions (operator_id);

-- Append-only: who (an operator, or 'api-token' for the bearer API), as what role, did what to what.
create table audit (
  id bigserial primary key,
  at timestamptz not null,
  operator_id bigint references operators (id),
  operator text not null,
  role text not null,
  action text not null,
  target text not null default '',
  player_id bigint references users (id),
  before jsonb,
  after jsonb,
  address text not null default ''
);
create index audit_at on audit (at desc, id desc);
create index audit_player on audit (player_id, id desc);

create function audit_refuse_change() returns trigger language plpgsql as $$ begin raise exception 'The audit trail is append-only: rows are never changed or removed.'; end $$;
create trigger audit_append_only before update or delete on audit for each row execute function audit_refuse_change();
create trigger audit_no_truncate before truncate on audit for each statement execute function audit_refuse_change();

alter table users add column blocked_at timestamptz, add column blocked_reason text;
alter table deposits add column reason text not null default '', add column decided_by text;
alter table withdrawals add column reason text not null default '', add column payout_reference text not null default '', add column decided_by text;
create index deposits_status on deposits (status, id);
create index withdrawals_status on withdrawals (status, id);
create index deposits_utr on deposits (upper(utr));

-- A notification to one player; null: to everyone.
alter table notifications add column user_id bigint references users (id);

-- Any change of a request's status, from any path and any process, is announced on commit.
create function notify_funds() returns trigger language plpgsql as $$ begin perform pg_notify('funds', json_build_object('kind', tg_table_name, 'id', new.id, 'status', new.status)::text); return null; end $$;
create trigger deposits_notify after insert or update of status on deposits for each row execute function notify_funds();
create trigger withdrawals_notify after insert or update of status on withdrawals for each row execute function notify_funds();
