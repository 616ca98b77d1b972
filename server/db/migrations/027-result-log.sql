-- The public result log: every declaration, correction and void, appended in the
-- transaction that writes the result, chained by SHA-256 so anyone can check that nothing was
-- changed or left out (core's verifyResultLog). Rows are never changed or removed.
-- hash = sha256 hex of JSON.stringify([seq, market, day, session, value, kind, declaredAt,
-- betsClosedAt, operatorRole, prev]), times as Date.toISOString() writes them.
create table result_log (
  seq bigint primary key,
  market text not null,
  day text not null,
  -- 'open'/'close' (main), the slot (starline), 'jackpot'; '' for a main market's void (the whole day).
  session text not null,
  -- The pana or jodi; '' for a void.
  value text not null,
  kind text not null check (kind in ('declare', 'correct', 'void')),
  -- Null only for an imported result written without its time.
  declared_at timestamptz,
  bets_closed_at timestamptz,
  operator_role text not null,
  prev char(64) not null,
  hash char(64) not null,
  imported boolean not null default false,
  check (imported or (declared_at is not null and bets_closed_at is not null))
);

create function result_log_refuse_change() returns trigger language plpgsql as $$ begin raise exception 'The result log is append-only: entries are never changed or removed.'; end $$;
create trigger result_log_append_only before update or delete on result_log for each row execute function result_log_refuse_change();
create trigger result_log_no_truncate before truncate on result_log for each statement execute function result_log_refuse_change();

-- A backstop for the writers' lock: an entry must follow the last one, without a gap or a fork.
create function result_log_follows() returns trigger language plpgsql as $$
declare
  last_seq bigint;
  last_hash char(64);
begin
  select seq, hash into last_seq, last_hash from result_log order by seq desc limit 1;
  if new.seq <> coalesce(last_seq, 0) + 1 or new.prev <> coalesce(last_hash, repeat('0', 64)) then
    raise exception 'A result log entry must follow entry % and its hash.', coalesce(last_seq, 0);
  end if;
  return new;
end $$;
create trigger result_log_in_order before insert on result_log for each row execute function result_log_follows();

-- A moment as JavaScript's Date.toISOString() writes it, or JSON null.
create function result_log_iso(moment timestamptz) returns text language sql immutable as $$
  select coalesce('"' || to_char(moment at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
$$;

-- The entry's hash, over the same text JSON.stringify writes (no spaces; to_json escapes strings as it does).
create function result_log_hash(seq bigint, market text, day text, session text, value text, kind text,
  declared_at timestamptz, bets_closed_at timestamptz, operator_role text, prev text) returns text language sql immutable as $$
  select encode(sha256(convert_to('[' || seq::text || ',' || to_json(market)::text || ',' || to_json(day)::text || ','
    || to_json(session)::text || ',' || to_json(value)::text || ',' || to_json(kind)::text || ','
    || result_log_iso(declared_at) || ',' || result_log_iso(bets_closed_at) || ','
    || to_json(operator_role)::text || ',' || to_json(prev)::text || ']', 'UTF8')), 'hex')
$$;

-- Existing results and voids enter once, in the order they were declared, marked imported.
-- Times to the millisecond, as JavaScript reads them back; betting closed at the session's
-- time on its day in the market's zone (migrate() sets it from MARKET_TIME_ZONE).
do $$
declare
  zone text := coalesce(nullif(current_setting('matka.market_time_zone', true), ''), 'Asia/Kolkata');
  entry record;
  n bigint := 0;
  last text := repeat('0', 64);
  closed timestamptz;
  h text;
begin
  for entry in
    with entries as (
      select r.market, r.day, 'open' as session, r.open_pana as value, 'declare' as kind,
             r.open_declared_at as declared_at, m.open_time as at, '' as role, 1 as part
      from results r join markets m on m.name = r.market where m.kind = 'main' and r.open_pana is not null
      union all
      select r.market, r.day, 'close', r.close_pana, 'declare', r.close_declared_at, m.close_time, '', 2
      from results r join markets m on m.name = r.market where m.kind = 'main' and r.close_pana is not null
      union all
      select r.market, r.day, r.timing, r.open_pana, 'declare', r.open_declared_at, r.timing, '', 1
      from results r join markets m on m.name = r.market where m.kind = 'starline' and r.open_pana is not null
      union all
      select r.market, r.day, 'jackpot', r.jodi, 'declare', r.open_declared_at, m.close_time, '', 1
      from results r join markets m on m.name = r.market where m.kind = 'jackpot' and r.jodi is not null
      union all
      select v.market, v.day, case m.kind when 'starline' then v.timing when 'jackpot' then 'jackpot' else '' end,
             '', 'void', v.voided_at, case m.kind when 'starline' then v.timing else m.close_time end,
             coalesce((select o.role from operators o where o.username = v.voided_by), ''), 3
      from market_voids v join markets m on m.name = v.market
    )
    select * from entries order by declared_at nulls first, day, market, session, part
  loop
    n := n + 1;
    closed := case when entry.at ~ '^\d{2}:\d{2}$'
      then (entry.day || ' ' || entry.at)::timestamp at time zone zone end;
    h := result_log_hash(n, entry.market, entry.day, entry.session, entry.value, entry.kind,
      date_trunc('milliseconds', entry.declared_at), closed, entry.role, last);
    insert into result_log (seq, market, day, session, value, kind, declared_at, bets_closed_at, operator_role, prev, hash, imported)
    values (n, entry.market, entry.day, entry.session, entry.value, entry.kind,
      date_trunc('milliseconds', entry.declared_at), closed, entry.role, last, h, true);
    last := h;
  end loop;
end $$;
