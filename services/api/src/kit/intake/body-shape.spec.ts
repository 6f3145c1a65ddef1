import { bodyShapeProblem, MAX_BODY_DEPTH } from './body-shape';

/** An array nested `levels` deep, built without recursion: [[[…]]]. */
function nestedArrays(levels: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < levels; level++) value = [value];
  return value;
}

const tooDeep = (limit: number) => `The JSON body is nested more than ${limit} levels deep`;

describe('bodyShapeProblem', () => {
  it('counts the top-level object or array as level 1, and primitives as no level', () => {
    expect(bodyShapeProblem({ a: 1, b: 'x' }, 1)).toBeUndefined();
    expect(bodyShapeProblem({ a: { b: [] } }, 2)).toBe(tooDeep(2));
    expect(bodyShapeProblem({ a: { b: [] } }, 3)).toBeUndefined();
    for (const primitive of [undefined, null, 7, 'text', true]) expect(bodyShapeProblem(primitive, 0)).toBeUndefined();
  });

  it(`accepts exactly ${MAX_BODY_DEPTH} levels and refuses one more`, () => {
    expect(bodyShapeProblem({ field: nestedArrays(MAX_BODY_DEPTH - 1) })).toBeUndefined();
    expect(bodyShapeProblem({ field: nestedArrays(MAX_BODY_DEPTH) })).toBe(tooDeep(MAX_BODY_DEPTH));
  });

  it('finds the deep branch among wide shallow ones', () => {
    const wide = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, { shallow: [i] }]));
    expect(bodyShapeProblem({ ...wide, last: nestedArrays(40) })).toBe(tooDeep(MAX_BODY_DEPTH));
    expect(bodyShapeProblem(wide)).toBeUndefined();
  });

  it('walks a body far deeper than the call stack allows without overflowing', () => {
    expect(bodyShapeProblem(JSON.parse(`${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`))).toBe(
      tooDeep(MAX_BODY_DEPTH),
    );
  });

  it('refuses __proto__, constructor and prototype keys at any level, as JSON.parse leaves them', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(bodyShapeProblem(JSON.parse(`{"email":"a@example.org","${key}":{"polluted":true}}`))).toMatch(
        /may not use the keys __proto__, constructor, prototype/,
      );
      expect(bodyShapeProblem(JSON.parse(`{"resource":[{"${key}":1}]}`))).toMatch(/may not use the keys/);
    }
    expect(bodyShapeProblem({ protoType: 1, constructorName: 'x' })).toBeUndefined();
  });

  it('refuses a lone surrogate in any text or key, and accepts characters outside the BMP', () => {
    const notUnicode = 'The JSON body has text that is not valid Unicode (a lone surrogate)';
    expect(bodyShapeProblem(JSON.parse('{"email":"a\\ud800@example.org"}'))).toBe(notUnicode);
    expect(bodyShapeProblem(JSON.parse('{"list":[{"x":["ok","\\udfff"]}]}'))).toBe(notUnicode);
    expect(bodyShapeProblem(JSON.parse('{"\\ud800":1}'))).toBe(notUnicode);
    expect(bodyShapeProblem({ name: 'Amina ☀️ 😀', city: 'لاہور' })).toBeUndefined();
  });
});
