-- Limits a player sets per day, week and month: on deposits, on stakes and on net
-- loss (stakes minus wins), each optional. One row per limit set; place-bet and deposit
-- requests still lock the player's self_limits row first, so checks are judged one at a time.
create table self_limit_windows (
  user_id bigint not null references users (id),
  kind text not null check (kind in ('deposit', 'stake', 'loss')),
  period text not null check (period in ('day', 'week', 'month')),
  -- The limit in force (paise), null for none.
  amount bigint check (amount > 0),
  -- A raise (or a removal: pending_removal) waits 24 hours before it replaces amount.
  pending_amount bigint check (pending_amount > 0),
  pending_removal boolean not null default false,
  pending_from timestamptz,
  primary key (user_id, kind, period)
);

-- The daily stake limit that came first (009) becomes the day window of the stake limit.
insert into self_limit_windows (user_id, kind, period, amount, pending_amount, pending_removal, pending_from)
  select user_id, 'stake', 'day', daily_stake, pending_daily_stake, pending_removal, pending_from
  from self_limits where daily_stake is not null or pending_from is not null;

alter table self_limits drop column daily_stake;
alter table self_limits drop column pending_daily_stake;
alter table self_limits drop column pending_removal;
alter table self_limits drop column pending_from;


-- Sign-up: when the player declared being 18 or older (null for players who
-- signed up before the declaration, and demo players), and how and when they answered the
-- offer of limits that follows sign-up.
alter table users add column adult_declared_at timestamptz;
alter table users add column limits_offer text check (limits_offer in ('set', 'skipped'));
alter table users add column limits_offer_at timestamptz;
