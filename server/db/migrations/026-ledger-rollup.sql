-- The funds report and the profit and loss read the ledger per day and kind: a
-- rollup per quarter hour and kind keeps what those rows moved (main and bonus) and how many
-- there were, so a report reads a few rows per day instead of every ledger row. Quarter hours,
-- not days: a report's day is in the market's zone (MARKET_TIME_ZONE, a setting of the
-- process, not of the database), and every zone's day starts on a quarter hour.
-- Kept as play_rollup is (025): statement triggers insert one row per quarter hour and kind
-- the statement touched, never waiting on another transaction; the minute's fold sums them.
create table ledger_rollup (
  at timestamptz not null,
  kind text not null,
  paise bigint not null,
  rows int not null,
  folded boolean not null default false
);
create index ledger_rollup_by_time on ledger_rollup (at, kind);
create index ledger_rollup_unfolded on ledger_rollup (at, kind) where not folded;

create function ledger_quarter(moment timestamptz) returns timestamptz language sql immutable as $$
  select date_bin('15 minutes', moment, timestamptz '2000-01-01 00:00:00+00')
$$;

create function ledger_rollup_written() returns trigger language plpgsql as $$
begin
  insert into ledger_rollup (at, kind, paise, rows)
  select ledger_quarter(created_at), kind, sum(amount + bonus_amount), count(*) from written group by 1, 2;
  return null;
end $$;

-- The ledger is only ever appended to; were a row changed or removed by hand, the rollup follows.
create function ledger_rollup_changed() returns trigger language plpgsql as $$
begin
  insert into ledger_rollup (at, kind, paise, rows)
  select at, kind, sum(paise), sum(rows) from (
    select ledger_quarter(created_at) as at, kind, amount + bonus_amount as paise, 1 as rows from after_rows
    union all
    select ledger_quarter(created_at), kind, -(amount + bonus_amount), -1 from before_rows
  ) moved group by 1, 2 having sum(paise) <> 0 or sum(rows) <> 0;
  return null;
end $$;

create function ledger_rollup_removed() returns trigger language plpgsql as $$
begin
  insert into ledger_rollup (at, kind, paise, rows)
  select ledger_quarter(created_at), kind, -sum(amount + bonus_amount), -count(*) from before_rows group by 1, 2;
  return null;
end $$;

create trigger ledger_rollup_written after insert on ledger
  referencing new table as written for each statement execute function ledger_rollup_written();
create trigger ledger_rollup_changed after update on ledger
  referencing old table as before_rows new table as after_rows for each statement execute function ledger_rollup_changed();
create trigger ledger_rollup_removed after delete on ledger
  referencing old table as before_rows for each statement execute function ledger_rollup_removed();

create function ledger_rollup_fold() returns void language sql as $$
  with keys as (select distinct at, kind from ledger_rollup where not folded),
  gone as (delete from ledger_rollup r using keys k where r.at = k.at and r.kind = k.kind returning r.*)
  insert into ledger_rollup (at, kind, paise, rows, folded)
  select at, kind, sum(paise), sum(rows), true from gone group by 1, 2 having sum(paise) <> 0 or sum(rows) <> 0;
$$;

insert into ledger_rollup (at, kind, paise, rows, folded)
select ledger_quarter(created_at), kind, sum(amount + bonus_amount), count(*), true from ledger group by 1, 2;
