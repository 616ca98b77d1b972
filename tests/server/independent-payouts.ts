// The test's own reading of docs/number-rules.md's settlement table and default rates, written apart
// from the server's, to check its payouts.
const RATE = {
  single: 9.5,
  jodi: 95,
  singlepanna: 150,
  doublepanna: 300,
  triplepanna: 700,
  halfsangam: 1000,
  fullsangam: 10000,
} as const;

const lastDigitOfSum = (pana: string) => String((Number(pana[0]) + Number(pana[1]) + Number(pana[2])) % 10);
const kindOf = (pana: string) =>
  ['triplepanna', 'doublepanna', 'singlepanna'][new Set(pana).size - 1] as keyof typeof RATE;

/** What a bid pays in paise for a day whose result is openPana-jodi-closePana (0 if it loses). */
export function expectedPayout(
  bid: { number: string; session: string; amount: number },
  open: string,
  close: string,
): number {
  const [a, b] = [lastDigitOfSum(open), lastDigitOfSum(close)];
  const n = bid.number;
  let game: keyof typeof RATE;
  let won: boolean;
  if (/^\d$/.test(n)) [game, won] = ['single', n === (bid.session === 'OPEN' ? a : b)];
  else if (/^\d\d$/.test(n)) [game, won] = ['jodi', n === a + b];
  else if (/^\d{3}$/.test(n)) [game, won] = [kindOf(n), n === (bid.session === 'OPEN' ? open : close)];
  else if (/^\d-\d{3}$/.test(n)) [game, won] = ['halfsangam', n === `${a}-${close}`];
  else if (/^\d{3}-\d$/.test(n)) [game, won] = ['halfsangam', n === `${open}-${b}`];
  else [game, won] = ['fullsangam', n === `${open}-${close}`];
  return won ? Math.round(bid.amount * 100 * RATE[game]) : 0;
}
