-- Screenshots out of the hot path (issue 23, item 4): a deposit's payment screenshot lives in
-- a table of its own, as bytes, read one at a time by the desk's image URL; the deposit rows the
-- desks, histories and reports scan no longer carry up to 4 MB of base64 text each.
-- New screenshots are re-encoded and capped on upload (server/services/funds/screenshot-image.ts);
-- the ones moved here keep the bytes they were sent with.
create table deposit_screenshots (
  deposit_id bigint primary key references deposits (id),
  type text not null,
  bytes bytea not null,
  stored_at timestamptz not null
);

insert into deposit_screenshots (deposit_id, type, bytes, stored_at)
select id,
  case when substring(image from '^data:([^;]+);') = 'image/jpg' then 'image/jpeg' else substring(image from '^data:([^;]+);') end,
  decode(substring(image from ',(.*)$'), 'base64'),
  created_at
from deposits
where image ~ '^data:image/(png|jpe?g|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$';

alter table deposits drop column image;

-- Kept for the days the owner sets after the decision (setting screenshot_keep_days), then
-- deleted; the deposit says when, so the desk can say why there is no image.
alter table deposits add column screenshot_deleted_at timestamptz;

-- The daily sweep finds the decided deposits whose screenshots are due, oldest first, by index.
create index deposits_screenshot_due on deposits (decided_at) where screenshot_deleted_at is null and status <> 'Pending';
