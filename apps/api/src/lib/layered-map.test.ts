import { describe, expect, it } from 'vitest';
import { LayeredMap } from './layered-map.ts';

/** The same changes made to a Map and to a LayeredMap, one `edited` call per step. */
function mirror(steps: Array<Array<['set', number, string] | ['delete', number]>>, start = new Map<number, string>()) {
  const expected = new Map(start);
  let layered = LayeredMap.of(new Map(start));
  const seen: Array<LayeredMap<number, string>> = [];
  for (const step of steps) {
    layered = layered.edited((draft) => {
      for (const op of step) {
        if (op[0] === 'set') {
          expected.delete(op[1]);
          expected.set(op[1], op[2]);
          draft.set(op[1], op[2]);
        } else {
          expect(draft.delete(op[1])).toBe(expected.delete(op[1]));
        }
        expect(draft.size).toBe(expected.size);
        expect(draft.get(op[1])).toBe(expected.get(op[1]));
      }
    });
    seen.push(layered);
  }
  return { expected, layered, seen };
}

describe('LayeredMap', () => {
  it('reads, counts and iterates as a Map given the same changes', () => {
    const start = new Map([1, 2, 3, 4, 5].map((k) => [k, `v${k}`]));
    const { expected, layered } = mirror(
      [
        [
          ['set', 2, 'two'],
          ['delete', 4],
          ['set', 9, 'nine'],
        ],
        [
          ['delete', 9],
          ['delete', 7],
          ['set', 4, 'four'],
          ['set', 1, 'one'],
        ],
        [
          ['delete', 1],
          ['set', 1, 'again'],
        ],
      ],
      start,
    );
    expect(layered.size).toBe(expected.size);
    expect([...layered]).toEqual([...expected]);
    expect([...layered.keys()]).toEqual([...expected.keys()]);
    expect([...layered.values()]).toEqual([...expected.values()]);
    for (const key of [1, 2, 3, 4, 5, 7, 9]) {
      expect(layered.get(key)).toBe(expected.get(key));
      expect(layered.has(key)).toBe(expected.has(key));
    }
    const visited: Array<[number, string]> = [];
    layered.forEach((value, key) => visited.push([key, value]));
    expect(visited).toEqual([...expected]);
  });

  it('iterates a key set again last, as a Map does', () => {
    const { expected, layered } = mirror(
      [[['set', 1, 'a']], [['set', 2, 'b']], [['set', 1, 'c']]],
      new Map([
        [1, 'x'],
        [2, 'y'],
        [3, 'z'],
      ]),
    );
    expect([...layered]).toEqual([...expected]);
    expect([...layered.keys()]).toEqual([3, 2, 1]);
  });

  it('leaves the map it was made from as it was', () => {
    const base = new Map([[1, 'a']]);
    const first = LayeredMap.of(base);
    const second = first.edited((draft) => draft.set(1, 'b').set(2, 'c'));
    const third = second.edited((draft) => draft.delete(1));
    expect([...base]).toEqual([[1, 'a']]);
    expect([...first]).toEqual([[1, 'a']]);
    expect([...second]).toEqual([
      [1, 'b'],
      [2, 'c'],
    ]);
    expect([...third]).toEqual([[2, 'c']]);
  });

  it('stays a Map through many changes, past the points where it writes a new base', () => {
    const start = new Map(Array.from({ length: 1000 }, (_, k) => [k, `v${k}`] as [number, string]));
    // A fixed pseudo-random walk: sets and deletes of keys inside and outside the start, a few per step.
    let seed = 7;
    // The high bits of a linear congruential generator: its low bits repeat in short cycles.
    const next = () => Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / 65536);
    const steps = Array.from({ length: 400 }, (_, s) =>
      Array.from({ length: 1 + (next() % 3) }, () =>
        next() % 4 === 0
          ? (['delete', next() % 1200] as ['delete', number])
          : (['set', next() % 1200, `s${s}`] as ['set', number, string]),
      ),
    );
    const { expected, seen } = mirror(steps, start);
    const last = seen.at(-1)!;
    expect(last.size).toBe(expected.size);
    expect([...last]).toEqual([...expected]);
  });
});
