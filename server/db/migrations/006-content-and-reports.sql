-- The console's content and reports: home banners get an order the operator sets (moved up
-- and down), and the reports' aggregates read bets by day and decided money by its day.

alter table carousel_images add column position bigint not null default 0;
update carousel_images set position = id;

create index bets_day_market on bets (day, market);
create index deposits_decided on deposits (decided_at) where status = 'Completed';
create index withdrawals_decided on withdrawals (decided_at) where status = 'Completed';
