-- Liability limits at bid time, and market closures.

-- The most a number may pay out (paise) per market day, game, number and session, and
-- optionally the largest stake of one bid. timing '' is the whole market (a main or
-- jackpot market, or every slot of a starline market); a starline slot's own timing
-- overrides it for that slot.
create table liability_limits (
  market text not null references markets (name),
  timing text not null default '',
  max_payout bigint not null check (max_payout > 0),
  max_stake bigint check (max_stake > 0),
  primary key (market, timing)
);

-- The running liability: what a number pays if it wins, summed over its placed bids. Written
-- by place-bet with a conditional upsert in its transaction, so processes racing for the
-- last room cannot both take it.
create table liability (
  market text not null,
  day text not null,
  timing text not null,
  game text not null,
  number text not null,
  session text not null,
  payout bigint not null check (payout >= 0),
  primary key (market, day, timing, game, number, session)
);

-- A market closed every week on a weekday (0 Sunday … 6 Saturday).
create table market_off_days (
  market text not null references markets (name),
  weekday int not null check (weekday between 0 and 6),
  primary key (market, weekday)
);

-- A market closed on one day, with the reason players read.
create table market_holidays (
  market text not null references markets (name),
  day text not null,
  reason text not null,
  primary key (market, day)
);

-- The bonus rule finds what each winning bet's stake took from the bonus by its ledger row.
create index ledger_bet on ledger (bet_id) where bet_id is not null;
