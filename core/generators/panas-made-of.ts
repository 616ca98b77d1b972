/** The panas of `list` that use no digit outside `allowed` (the rule behind SP and DP motor). */
export function panasMadeOf(list: readonly string[], allowed: ReadonlySet<number>): string[] {
  return list.filter(
    (pana) => allowed.has(Number(pana[0])) && allowed.has(Number(pana[1])) && allowed.has(Number(pana[2])),
  );
}
