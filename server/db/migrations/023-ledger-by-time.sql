-- The owner's funds report and profit and loss read the ledger by the day its rows were
-- written: without an index by time, every report would read every row the store holds.
create index ledger_created on ledger (created_at);
