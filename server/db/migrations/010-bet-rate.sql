-- A bet pays the rate it was placed at (docs/number-rules.md, payouts): bets.rate, once the
-- rate a won bet was paid at (set by settlement), is now the rate of the bet's game on its
-- market's kind when it was placed, set by place-bet from the rate its liability was priced
-- at, and never changed after. Settlement, the settlement preview, the exposure grid and the
-- correction diff all pay floor(amount × rate) with it. A function body stays on one line:
-- migrate() splits statements at a semicolon that ends a line.

-- Every rate in the table, the server's defaults too (settings.ts DEFAULT_RATES, as they
-- are today), so SQL can price a bet: the rates in force do not change.
insert into rates (game, rate) values
  ('single', 9.5), ('jodi', 95), ('singlepanna', 150), ('doublepanna', 300), ('triplepanna', 700),
  ('halfsangam', 1000), ('fullsangam', 10000), ('starline_single', 9.5), ('starline_singlepanna', 150),
  ('starline_doublepanna', 300), ('starline_triplepanna', 700), ('jackpot_jodi', 95)
  on conflict (game) do nothing;

-- The rate a game pays at on a kind of market now (kind-rules' rateName; 0 for none, as judge-bet's rateOf).
create function current_rate(kind text, game text) returns numeric language sql stable as $$ select coalesce((select r.rate from rates r where r.game = case $1 when 'starline' then 'starline_' || $2 when 'jackpot' then 'jackpot_' || $2 else $2 end), 0) $$;

-- Bets placed before this migration: a won bet keeps the rate it was paid at; the others
-- take today's rate of their game, the best record there is of what they were shown.
update bets b set rate = current_rate(m.kind, b.game) from markets m where m.name = b.market and b.rate is null;

-- Whole thousandths only, like every rate an operator can set, so floor(amount × rate) in SQL
-- and in settlement (settings.ts rateMilli) are the same paise.
alter table bets alter column rate set not null;
alter table bets add constraint bets_rate_check check (rate >= 0 and rate = trunc(rate, 3));

-- A bet written without a rate (place-bet always gives one; a hand-written insert may not)
-- is priced at the rate in force as it is written: its bid-time rate.
create function bet_rate_at_placing() returns trigger language plpgsql as $$ begin if new.rate is null then new.rate := current_rate((select m.kind from markets m where m.name = new.market), new.game); end if; return new; end $$;
create trigger bets_rate before insert on bets for each row execute function bet_rate_at_placing();

-- The exposure grid's totals carry what each group of bets pays if its number wins, each
-- bet at its own rate rounded down to the paisa, summed: the grid reads it, never
-- stake × today's rate. Rebuilt from the bets (voided ones out), then kept by a new trigger function.
alter table bet_totals add column payout bigint not null default 0 check (payout >= 0);
delete from bet_totals;
insert into bet_totals (market, day, timing, game, number, session, amount, bids, payout)
  select market, day, timing, game, number, session, amount, count(*), sum(floor(amount * rate))::bigint
  from bets where status <> 'VOIDED' group by market, day, timing, game, number, session, amount;
create function bet_totals_add_payout() returns trigger language plpgsql as $$ begin insert into bet_totals (market, day, timing, game, number, session, amount, bids, payout) select market, day, timing, game, number, session, amount, count(*), sum(floor(amount * rate))::bigint from placed group by market, day, timing, game, number, session, amount order by market, day, timing, game, number, session, amount on conflict (market, day, timing, game, number, session, amount) do update set bids = bet_totals.bids + excluded.bids, payout = bet_totals.payout + excluded.payout; return null; end $$;
drop trigger bets_totals on bets;
create trigger bets_totals after insert on bets referencing new table as placed for each statement execute function bet_totals_add_payout();
drop function bet_totals_add();
