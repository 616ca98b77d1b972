-- Two-person control, each part off until the owner sets it (config
-- two_person_results, two_person_payout_threshold). Whatever waits for a second operator is
-- kept here, so it survives a restart and every server process sees the same: the second
-- operator's step takes the row under a lock, so two at once complete it once.

-- A declaration or correction one operator made, waiting for a second to type the same value:
-- one per market day and result column. Nothing is settled, logged or shown to players until
-- then. A different value from a second operator marks it disputed: both look again, and the
-- next declaration replaces it.
create table pending_results (
  market text not null,
  day text not null,
  timing text not null,
  field text not null check (field in ('open_pana', 'close_pana', 'jodi')),
  kind text not null check (kind in ('declare', 'correct')),
  value text not null,
  early boolean not null default false,
  -- The maker: an operator's id (null for the bearer-token API), username and role.
  made_by_id bigint,
  made_by text not null,
  made_role text not null,
  made_at timestamptz not null,
  disputed_value text,
  disputed_by_id bigint,
  disputed_by text,
  disputed_at timestamptz,
  primary key (market, day, timing, field)
);

-- A withdrawal above the threshold: its first approval, waiting for a second operator's.
alter table withdrawals
  add column first_approved_by text,
  add column first_approved_by_id bigint,
  add column first_approved_at timestamptz,
  add column first_payout_reference text not null default '';

-- A wallet credit or bonus above the threshold, waiting for a second operator's approval; the
-- ledger moves only then. `ceiling_day`: the market day a cashier's daily ceiling counted it
-- on (null for an owner or the bearer API), given back if it is rejected.
create table pending_credits (
  id bigserial primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('adjust', 'bonus')),
  amount bigint not null check (amount > 0),
  reason text not null default '',
  made_by_id bigint,
  made_by text not null,
  made_role text not null,
  made_at timestamptz not null,
  ceiling_day text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by text,
  decided_at timestamptz
);
create index pending_credits_status on pending_credits (status, id);
create index pending_credits_player on pending_credits (user_id, id);
