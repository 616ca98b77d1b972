// An independent derivation of the catalogue for the tests: panas as the multisets of three
// digits taken in the game's order 1 < … < 9 < 0. core derives them another way (filtering
// 000–999), so the two can only agree if both are right.
const RANKED_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export const REFERENCE_PANAS: readonly string[] = (() => {
  const panas: string[] = [];
  for (let i = 0; i < 10; i++)
    for (let j = i; j < 10; j++)
      for (let k = j; k < 10; k++) panas.push(RANKED_DIGITS[i]! + RANKED_DIGITS[j]! + RANKED_DIGITS[k]!);
  return panas.sort();
})();

export const kindOf = (pana: string) => ['TP', 'DP', 'SP'][new Set(pana).size - 1]!;
export const digitSum = (pana: string) => [...pana].reduce((sum, d) => sum + Number(d), 0) % 10;
export const cutOf = (digit: string) => String((Number(digit) + 5) % 10);
export const isReferencePana = (value: string) => REFERENCE_PANAS.includes(value);
export const isJodi = (value: string) => /^[0-9]{2}$/.test(value);

/** A list as a generator must return it: no duplicates, in catalogue (ascending) order. */
export function isCatalogueList(list: readonly string[]): boolean {
  return new Set(list).size === list.length && list.every((item, i) => i === 0 || list[i - 1]! < item);
}
