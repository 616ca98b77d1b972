-- One market per name as operators see names: any case, spaces around or doubled inside. Two
-- "add market" calls at the same moment used to both pass (neither saw the other's row yet),
-- and the second silently changed the first's kind; now the database refuses the second.
-- Markets added through the commands are already trimmed and upper-case, so their names
-- cannot clash here; rows written some other way might: then this migration stops with the
-- clashing names, to be renamed by hand (merging two markets' bets is not for a migration).
-- (One line: the migration runner splits statements at a line's last semicolon.)
do $$ declare clashes text; begin select string_agg(names, '; ') into clashes from (select string_agg(quote_literal(name), ', ' order by name) as names from markets group by upper(regexp_replace(btrim(name), '\s+', ' ', 'g')) having count(*) > 1) c; if clashes is not null then raise exception 'Markets whose names differ only in case or spacing: %. Rename all but one of each before this migration.', clashes; end if; end $$;

create unique index markets_name_normalised on markets (upper(regexp_replace(btrim(name), '\s+', ' ', 'g')));
