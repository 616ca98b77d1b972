/** An operator outcome refused before asking, its message beside `field`: to match with `toMatchObject`. */
export const refusedAt = (field: string) => ({ ok: false, failure: { kind: 'invalid', field } });
