-- A request id is bound to the slip it placed: the slip's fingerprint is kept with it, so the same
-- id sent again with the same slip reads the first answer (a retry), and with another slip is
-- refused. Before, six different slips under one id each answered "Bid placed successfully"
-- while one bet existed. Null for requests made before this migration.
alter table bet_requests add column slip text;
