-- Today's board lists every earlier market day that still has pending bets (GET /results/today,
-- `earlier`): a small partial index finds them without reading every settled bet.
create index if not exists bets_pending_by_day on bets (day, market, timing) where status = 'PENDING';
