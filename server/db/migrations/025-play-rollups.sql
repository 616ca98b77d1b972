-- The play reports read daily rollups instead of the bets: per day, market and game
-- the stakes, payouts, bids and players of the bets that count (every status but VOIDED), per
-- day and market and per day the players, and per player and game the days they played (for
-- the distinct players of a whole range, which no sum of days gives). Kept exact by two
-- statement triggers on bets, in the transaction that places, settles, corrects or voids:
-- whatever path changes a bet, the rollups change with it.
--
-- The two count tables take rows that are only ever inserted (one per key and statement, the
-- change it made): no transaction waits on another's row, so placing, settling and voiding at
-- once neither queue nor deadlock on a day's totals. A fold (play_rollup_fold(), run every
-- minute by the server) sums each key's rows into one. Readers sum a key's rows either way.
create table play_rollup (
  day text not null,
  market text not null,
  game text not null,
  stakes bigint not null,
  payouts bigint not null,
  bids int not null,
  players int not null,
  folded boolean not null default false
);
create index play_rollup_by_day on play_rollup (day, market, game);
create index play_rollup_unfolded on play_rollup (day, market, game) where not folded;

-- market '' is the whole day (a player who bid on two markets counts once).
create table play_rollup_players (
  day text not null,
  market text not null,
  players int not null,
  folded boolean not null default false
);
create index play_rollup_players_by_day on play_rollup_players (day, market);
create index play_rollup_players_unfolded on play_rollup_players (day, market) where not folded;

-- Bit i of `days` is first_day + i: set while the player has a counting bet of that game on that
-- day (game '' is any game). One row per player and game, so the players of any range are a
-- count of rows with a set bit in it, however many bets there are.
create table player_play_days (
  user_id bigint not null,
  game text not null,
  first_day date not null,
  last_day date not null,
  days varbit not null,
  primary key (user_id, game)
);
-- The markets report counts the range's players in all games (game ''): a row per player, not per game.
create index player_play_days_by_game on player_play_days (game);

-- A bet's part in the rollups: +1 as it is after a statement, -1 as it was before (VOIDED
-- bets have no part).
create type play_delta as (id bigint, user_id bigint, day text, market text, game text, sign int, amount bigint, payout bigint);

-- Marks (present) or clears a player's day for a game.
create function play_days_mark(player bigint, game_of text, day date, present boolean) returns void language plpgsql as $$
begin
  if present then
    insert into player_play_days as p (user_id, game, first_day, last_day, days) values (player, game_of, day, day, B'1')
    on conflict (user_id, game) do update set
      first_day = least(p.first_day, day),
      last_day = greatest(p.last_day, day),
      days = set_bit(
        (repeat('0', greatest(p.first_day - day, 0)) || p.days::text
          || repeat('0', greatest(day - p.last_day, 0)))::varbit,
        day - least(p.first_day, day), 1);
  else
    update player_play_days p set days = set_bit(p.days, day - p.first_day, 0)
    where p.user_id = player and p.game = game_of and day between p.first_day and p.last_day;
  end if;
end $$;

-- Records one statement's changes. A player's presence at a key (a day, market and game; a day
-- and market; a day) changes only where this statement's rows of that key were counting before
-- and not after, or the other way; then the player's other counting bets of the key (read
-- through bets (user_id, day)) decide whether they were and are there at all.
create function play_rollup_record(changes play_delta[]) returns void language plpgsql as $$
declare
  changed bigint[] := array(select distinct c.id from unnest(changes) c);
begin
  if coalesce(array_length(changes, 1), 0) = 0 then return; end if;
  with c as (select * from unnest(changes)),
  presence as (
    select k.day, k.market, k.game,
      case when exists (select 1 from bets b where b.user_id = k.user_id and b.day = k.day and b.market = k.market
                          and b.game = k.game and b.status <> 'VOIDED' and b.id <> all (changed))
           then 0 else k.now_in::int - k.was_in::int end as players
    from (select user_id, day, market, game, bool_or(sign < 0) as was_in, bool_or(sign > 0) as now_in
          from c group by 1, 2, 3, 4) k
    where k.was_in <> k.now_in
  ),
  cells as (
    select day, market, game, sum(sign * amount) as stakes, sum(sign * payout) as payouts, sum(sign) as bids, 0 as players
    from c group by 1, 2, 3
    union all
    select day, market, game, 0, 0, 0, players from presence where players <> 0
  )
  insert into play_rollup (day, market, game, stakes, payouts, bids, players)
  select day, market, game, sum(stakes), sum(payouts), sum(bids), sum(players) from cells group by 1, 2, 3
  having sum(stakes) <> 0 or sum(payouts) <> 0 or sum(bids) <> 0 or sum(players) <> 0;

  with c as (select * from unnest(changes)),
  keys as (
    select user_id, day, market, bool_or(sign < 0) as was_in, bool_or(sign > 0) as now_in from c group by 1, 2, 3
    union all
    select user_id, day, '', bool_or(sign < 0), bool_or(sign > 0) from c group by 1, 2
  ),
  presence as (
    select k.day, k.market,
      case when exists (select 1 from bets b where b.user_id = k.user_id and b.day = k.day
                          and (k.market = '' or b.market = k.market) and b.status <> 'VOIDED' and b.id <> all (changed))
           then 0 else k.now_in::int - k.was_in::int end as players
    from keys k where k.was_in <> k.now_in
  )
  insert into play_rollup_players (day, market, players)
  select day, market, sum(players) from presence group by 1, 2 having sum(players) <> 0;

  -- The days played: a key's bit is whether the player has any counting bet of it now.
  perform play_days_mark(k.user_id, k.game, k.day::date,
    k.now_in or exists (select 1 from bets b where b.user_id = k.user_id and b.day = k.day
                          and (k.game = '' or b.game = k.game) and b.status <> 'VOIDED' and b.id <> all (changed)))
  from (
    select user_id, day, game, bool_or(sign < 0) as was_in, bool_or(sign > 0) as now_in from unnest(changes) group by 1, 2, 3
    union all
    select user_id, day, '', bool_or(sign < 0), bool_or(sign > 0) from unnest(changes) group by 1, 2
  ) k
  where k.was_in <> k.now_in
  order by k.user_id, k.game, k.day;
end $$;

create function play_rollup_placed() returns trigger language plpgsql as $$
begin
  perform play_rollup_record(array(
    select row(id, user_id, day, market, game, 1, amount, payout)::play_delta from placed where status <> 'VOIDED'));
  return null;
end $$;

create function play_rollup_changed() returns trigger language plpgsql as $$
begin
  perform play_rollup_record(array(
    select row(id, user_id, day, market, game, 1, amount, payout)::play_delta from after_rows where status <> 'VOIDED'
    union all
    select row(id, user_id, day, market, game, -1, amount, payout)::play_delta from before_rows where status <> 'VOIDED'));
  return null;
end $$;

create trigger bets_play_rollup_placed after insert on bets
  referencing new table as placed for each statement execute function play_rollup_placed();
create trigger bets_play_rollup_changed after update on bets
  referencing old table as before_rows new table as after_rows for each statement execute function play_rollup_changed();

-- Sums each key's rows into one (the newest rows of a key another transaction is still writing
-- are not seen, and stay for the next fold). Two folds at once: the second skips what the first
-- deleted, so nothing is counted twice.
create function play_rollup_fold() returns void language sql as $$
  with keys as (select distinct day, market, game from play_rollup where not folded),
  gone as (delete from play_rollup r using keys k where r.day = k.day and r.market = k.market and r.game = k.game returning r.*)
  insert into play_rollup (day, market, game, stakes, payouts, bids, players, folded)
  select day, market, game, sum(stakes), sum(payouts), sum(bids), sum(players), true from gone group by 1, 2, 3
  having sum(stakes) <> 0 or sum(payouts) <> 0 or sum(bids) <> 0 or sum(players) <> 0;
  with keys as (select distinct day, market from play_rollup_players where not folded),
  gone as (delete from play_rollup_players r using keys k where r.day = k.day and r.market = k.market returning r.*)
  insert into play_rollup_players (day, market, players, folded)
  select day, market, sum(players), true from gone group by 1, 2 having sum(players) <> 0;
$$;

-- Counted afresh from the bets: the migration fills the rollups of a store's existing bets
-- with it, and a store grown by SQL with the triggers off (bench/growth-bench.ts) does too.
create function play_rollup_rebuild() returns void language sql as $$
  delete from play_rollup;
  delete from play_rollup_players;
  delete from player_play_days;
  insert into play_rollup (day, market, game, stakes, payouts, bids, players, folded)
  select day, market, game, sum(amount), sum(payout), count(*), count(distinct user_id), true
  from bets where status <> 'VOIDED' group by 1, 2, 3;
  insert into play_rollup_players (day, market, players, folded)
  select day, market, count(distinct user_id), true from bets where status <> 'VOIDED' group by 1, 2
  union all
  select day, '', count(distinct user_id), true from bets where status <> 'VOIDED' group by 1;
  insert into player_play_days (user_id, game, first_day, last_day, days)
  select user_id, game, first_day, last_day, bit_or(set_bit(repeat('0', last_day - first_day + 1)::varbit, d - first_day, 1))
  from (
    select user_id, game, d, min(d) over w as first_day, max(d) over w as last_day
    from (
      select user_id, game, day::date as d from bets where status <> 'VOIDED' group by 1, 2, 3
      union all
      select user_id, '', day::date from bets where status <> 'VOIDED' group by 1, 3
    ) played
    window w as (partition by user_id, game)
  ) marked
  group by user_id, game, first_day, last_day;
$$;
select play_rollup_rebuild();
