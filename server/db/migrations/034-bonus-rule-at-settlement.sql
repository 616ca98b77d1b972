-- Whether the bonus rule was met for a bet's player when the bet was first settled: set for bets
-- staked partly from the bonus, and kept when a correction settles the bet again, so a win is
-- re-paid into the wallet the rule chose then, not by the rule as it stands at the correction
-- (a bonus win re-paid as cash once the player had met the rule since). Null: not yet settled,
-- or settled before this migration (then read as the rule stands, as before).
alter table bets add column bonus_rule_met boolean;
