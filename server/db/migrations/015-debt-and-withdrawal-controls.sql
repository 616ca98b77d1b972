-- Money leaving the house: debt before payout, a hold on payouts, and withdrawal controls.
--
-- A hold on a player's payouts, set by an owner or support with the reason the player reads:
-- while it stands, withdrawals are neither requested nor approved. One row per held player;
-- releasing the hold deletes it (the audit trail keeps both).
create table payout_holds (
  user_id bigint primary key references users (id),
  reason text not null,
  held_by text not null,
  held_at timestamptz not null
);

-- What a withdrawal paid, when an owner approved only the part its player's debt left
-- covered (null: the whole amount, or not paid). The rest went back to the wallet and
-- repaid the debt, with ledger rows of their own.
alter table withdrawals add column paid_amount bigint check (paid_amount > 0 and paid_amount <= amount);

-- The per-player daily count and amount read a player's withdrawals of the market day.
create index withdrawals_user_time on withdrawals (user_id, created_at);
