-- Limits a player sets on themself (issue 13): a daily stake limit, a cool-off and a
-- self-exclusion. One row per player who ever set one; place-bet locks it, so two slips at
-- once are judged one after the other against the same day's stakes.
create table self_limits (
  user_id bigint primary key references users (id),
  -- The daily stake limit in force (paise), null for none.
  daily_stake bigint check (daily_stake > 0),
  -- A raise (or a removal: pending_removal) waits 24 hours before it replaces daily_stake.
  pending_daily_stake bigint check (pending_daily_stake > 0),
  pending_removal boolean not null default false,
  pending_from timestamptz,
  -- No bets until then (a cool-off); never shortened.
  cool_off_until timestamptz,
  -- No bets, deposits or transfers out until then, or for good; never shortened.
  excluded_until timestamptz,
  excluded_for_good boolean not null default false,
  updated_at timestamptz not null
);

-- The day's stakes of one player, summed at every bet of a player with a daily limit.
create index bets_user_created on bets (user_id, created_at);
