-- The console's results desk: voided market days, the exposure
-- grid's index, and live market events.

-- A bet of a market day voided for want of a result: its stake refunded, shown as VOIDED.
alter table bets drop constraint if exists bets_status_check;
alter table bets add constraint bets_status_check check (status in ('PENDING', 'WON', 'LOSS', 'VOIDED'));

-- One row a voided market day (a main market's day, a starline slot, a jackpot day): its
-- key makes a void happen once, whichever operator or process asks first.
create table market_voids (
  market text not null references markets (name),
  day text not null,
  timing text not null default '',
  voided_at timestamptz not null,
  voided_by text not null,
  refunded_bets int not null,
  refunded_paise bigint not null,
  primary key (market, day, timing)
);

-- The exposure grid and the settlement preview read a market day's bets grouped by game,
-- number, session and stake: kept here as bets are placed (a statement trigger, one upsert
-- per slip, in key order so two slips cannot deadlock), so a grid reads a few hundred or
-- thousand rows however many bets there are. A void takes its bets out (market-voids.ts).
create table bet_totals (
  market text not null,
  day text not null,
  timing text not null,
  game text not null,
  number text not null,
  session text not null,
  amount bigint not null,
  bids int not null check (bids >= 0),
  primary key (market, day, timing, game, number, session, amount)
);
insert into bet_totals (market, day, timing, game, number, session, amount, bids)
  select market, day, timing, game, number, session, amount, count(*) from bets where status <> 'VOIDED'
  group by market, day, timing, game, number, session, amount;
create function bet_totals_add() returns trigger language plpgsql as $$ begin insert into bet_totals (market, day, timing, game, number, session, amount, bids) select market, day, timing, game, number, session, amount, count(*) from placed group by market, day, timing, game, number, session, amount order by market, day, timing, game, number, session, amount on conflict (market, day, timing, game, number, session, amount) do update set bids = bet_totals.bids + excluded.bids; return null; end $$;
create trigger bets_totals after insert on bets referencing new table as placed for each statement execute function bet_totals_add();

-- A declaration or a correction, from any path and any process, is announced on commit
-- (the console's today board and exposure grid read again).
create function notify_results() returns trigger language plpgsql as $$ begin perform pg_notify('markets', json_build_object('market', new.market, 'day', new.day, 'timing', new.timing, 'what', 'result')::text); return null; end $$;
create trigger results_notify after insert or update on results for each row execute function notify_results();
