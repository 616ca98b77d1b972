-- Limits a player sets on themself: a daily stake limit, a cool-off and a
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

-- Live events for the player app, announced on commit from any path and process.
-- A result declared or changed is announced on `markets` by 004's results_notify.

-- Wallets that moved: { users: [id, …] }, once per statement and at most 500 ids a message
-- (NOTIFY carries 8000 bytes), so settling a whole market sends a few messages, not one a bid.
-- Only ids travel: each player's stream reads its own balance.
-- (One line: the migration runner splits statements at a line's last semicolon.)
create function notify_wallets() returns trigger language plpgsql as $$ declare ids bigint[]; begin for ids in select array_agg(user_id) from (select user_id, row_number() over (order by user_id) as n from (select distinct user_id from moved) u) x group by (n - 1) / 500 loop perform pg_notify('wallets', json_build_object('users', ids)::text); end loop; return null; end $$;
create trigger ledger_notify after insert on ledger referencing new table as moved for each statement execute function notify_wallets();

-- One-use tickets that open a player's event stream (EventSource sends no headers, and a
-- token in a URL ends up in proxy logs): a minute to live, only their hash stored.
create table stream_tickets (
  ticket_hash text primary key,
  user_id bigint not null references users (id),
  token_hash text not null,
  expires_at timestamptz not null
);
