-- Loosening two-person control (switching it off, raising the payout threshold, raising a
-- cashier's daily ceiling) waits: the new value is kept here with when it takes effect, every
-- owner sees it on the console's Settings until then, and tightening the same setting (or
-- setting it again) cancels it. Tightening holds at once.
create table config_changes (
  key text primary key,
  value text not null,
  asked_by text not null,
  asked_at timestamptz not null,
  effective_at timestamptz not null
);

-- Who made an operator account: for its first days it may not be the second person of its maker's
-- steps (an owner who made a second account could otherwise confirm their own steps with it).
alter table operators add column created_by_id bigint references operators (id);
