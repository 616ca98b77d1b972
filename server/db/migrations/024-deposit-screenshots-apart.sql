-- Screenshots out of the hot path: a deposit's payment screenshot lives in
-- a table of its own, as bytes, read one at a time by the desk's image URL; the deposit rows the
-- desks, histories and reports scan no longer carry up to 4 MB of base64 text each.
-- New screenshots are re-encoded and capped on upload (server/services/funds/screenshot-image.ts);
-- the ones moved here keep the bytes they were sent with.

-- No deposit is written while the screenshots move (a server of the previous version sharing
-- this database would otherwise insert one whose screenshot the copy misses).
lock table deposits in access exclusive mode;

create table deposit_screenshots (
  deposit_id bigint primary key references deposits (id),
  type text not null,
  bytes bytea not null,
  stored_at timestamptz not null
);

-- The previous check let base64 through without its padding ('AAAAA'): padded here, as the
-- desk's decoder read it; a length that no base64 has (1 more than a multiple of 4) is left behind.
insert into deposit_screenshots (deposit_id, type, bytes, stored_at)
select id, case when type = 'image/jpg' then 'image/jpeg' else type end,
  decode(rpad(data, ((length(data) + 3) / 4) * 4, '='), 'base64'), created_at
from (
  select id, created_at, substring(image from '^data:([^;]+);') as type, rtrim(substring(image from ',(.*)$'), '=') as data
  from deposits
  where image ~ '^data:image/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$'
) readable
where length(data) % 4 <> 1;

alter table deposits drop column image;

-- Kept for the days the owner sets after the decision (setting screenshot_keep_days), then
-- deleted; the deposit says when, so the desk can say why there is no image.
alter table deposits add column screenshot_deleted_at timestamptz;

-- A store that already holds deposits keeps every screenshot until its owner chooses a keeping
-- time (Settings): the first sweep must not delete months of proof nobody decided to give up.
-- A new store starts with the default, 90 days.
insert into config (key, value) select 'screenshot_keep_days', '3650' where exists (select 1 from deposits)
on conflict (key) do nothing;

-- The sweep finds the decided deposits whose screenshots are due, oldest first, by index.
create index deposits_screenshot_due on deposits (decided_at) where screenshot_deleted_at is null and status <> 'Pending';
