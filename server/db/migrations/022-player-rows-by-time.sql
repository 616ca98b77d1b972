-- Every call stays fast as the store grows: a player's own rows are read through
-- an index on the player, so no call reads a whole table to find one player's rows, and a
-- window of time reads only that window's rows, however many the player has in all.

-- A player's deposits: the deposit desk's "typical amount" (the player's completed deposits,
-- for each row shown), the player's page and history, the withdraw desk's last 30 days.
create index deposits_user_time on deposits (user_id, created_at);

-- A week of a heavy player's passbook reads that week's ledger rows, not all of the player's.
create index ledger_user_time on ledger (user_id, created_at);

-- A heavy player's bid history over a range of market days reads those days' bids.
create index bets_user_day on bets (user_id, day);

-- The audit trail filtered by an action ('deposit.approve') or its part before the dot
-- ('deposit': a byte range, hence "C"), newest first, without reading every audit row.
create index audit_action on audit (action collate "C", at desc, id desc);
