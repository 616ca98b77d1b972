-- One UTR, one deposit. The check used to read and then insert: parallel requests with one
-- UTR (several players, several processes) all passed it, and the same UTR in another case
-- passed it too. Now a unique index on the UTR as a payment is read (spaces around it
-- trimmed, any case) refuses the second insert, atomically. A rejected deposit leaves it,
-- so its UTR may be sent again, as before.
--
-- Deposits already stored twice under one UTR are all kept: each but one is marked with
-- the deposit it duplicates (duplicate_of), which the deposit desk shows ("Duplicate UTR of
-- #12") and which a cashier cannot approve while that deposit stands. The one kept unmarked
-- is the first approved one, else the first sent.
alter table deposits add column duplicate_of bigint references deposits (id);

update deposits d set duplicate_of = o.original from (select id, first_value(id) over (partition by upper(btrim(utr)) order by (status = 'Completed') desc, id) as original from deposits where status <> 'Rejected') o where d.id = o.id and o.id <> o.original;

create unique index deposits_utr_once on deposits (upper(btrim(utr))) where status <> 'Rejected' and duplicate_of is null;

-- The desk's "UTR seen on another deposit" reads every deposit's UTR the same way.
drop index deposits_utr;
create index deposits_utr on deposits (upper(btrim(utr)));
