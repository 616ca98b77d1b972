-- Reality check: every so many minutes of a login session the app shows the
-- player how long they have played and their net result. Null is off; the player chooses.
alter table self_limits add column reality_check_minutes integer check (reality_check_minutes in (15, 30, 60));
