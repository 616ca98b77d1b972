-- The player's page in the console: notes on a player, and a cashier's daily ceiling.

-- Notes on a player by support and owners: who wrote them and when; never changed or
-- removed (each is audited as `player.note`).
create table player_notes (
  id bigserial primary key,
  user_id bigint not null references users (id),
  operator_id bigint references operators (id),
  operator text not null,
  role text not null,
  note text not null,
  created_at timestamptz not null
);
create index player_notes_user on player_notes (user_id, id desc);

-- What each cashier has credited and debited to wallets on one market day, in absolute
-- paise. A credit or debit raises its row by a conditional upsert in its own transaction,
-- so parallel ones (from any process) cannot pass the daily ceiling together.
create table operator_wallet_days (
  operator_id bigint not null references operators (id),
  day text not null,
  moved bigint not null check (moved >= 0),
  primary key (operator_id, day)
);

-- Players an operator acted on, announced on `players` once per statement, whatever the door
-- (console or bearer API), so a player's page open in any process reads the player again
-- (the payload is shaped as the `wallets` one: { users: [id, …] }).
-- (One line: the migration runner splits statements at a line's last semicolon.)
create function notify_audited_players() returns trigger language plpgsql as $$ declare ids bigint[]; begin select array_agg(distinct player_id) into ids from audited where player_id is not null; if ids is not null then perform pg_notify('players', json_build_object('users', ids)::text); end if; return null; end $$;
create trigger audit_notify_players after insert on audit referencing new table as audited for each statement execute function notify_audited_players();
