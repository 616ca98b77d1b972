-- The board a bid was made on (familyPana, spMotor, …), which the player's histories name;
-- empty for bids placed by an app that does not say it (the existing apps' payload has no board).
alter table bets add column board text not null default '';
