-- The console's results desk (issue 14, parts 1-3): voided market days, the exposure
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

-- The exposure grid and the settlement preview group a market day's bets by game, number,
-- session and stake: an index-only scan over this covering index, never the table.
create index bets_exposure on bets (market, day, timing, game, number, session, amount) include (status, payout);

-- A declaration or a correction, from any path and any process, is announced on commit
-- (the console's today board and exposure grid read again).
create function notify_results() returns trigger language plpgsql as $$ begin perform pg_notify('markets', json_build_object('market', new.market, 'day', new.day, 'timing', new.timing, 'what', 'result')::text); return null; end $$;
create trigger results_notify after insert or update on results for each row execute function notify_results();
