import * as z from 'zod/mini';
import { answerHeaderProblem, checkAnswer, listOrEmpty, loose, orNull } from './check';
import { defineGroup, get } from './define';

const Card = loose({ projectId: z.number(), projectName: z.string(), projectStatus: orNull(z.string()), reports: listOrEmpty(z.number()) });
const example = defineGroup('example', {
  cards: get('/api/cards', 'array').returns(z.array(Card)),
  kind: get('/api/kind', 'object').returns(loose({ mode: z.enum(['ok', 'read-only']) })),
  untyped: get('/api/untyped', 'any'),
});

describe('checkAnswer', () => {
  it('lets fields the schema does not name pass, and keeps them', () => {
    const check = checkAnswer(example.cards, [{ projectId: 1, projectName: 'A', projectStatus: 'X', reports: [], extra: { deep: true } }]);
    expect(check).toEqual({ ok: true, data: [{ projectId: 1, projectName: 'A', projectStatus: 'X', reports: [], extra: { deep: true } }] });
  });

  it('reads a nullable field left out as null and an optional list left out as []', () => {
    expect(checkAnswer(example.cards, [{ projectId: 1, projectName: 'A' }])).toEqual({
      ok: true,
      data: [{ projectId: 1, projectName: 'A', projectStatus: null, reports: [] }],
    });
  });

  it('names the endpoint and the field of a documented field that is missing', () => {
    expect(checkAnswer(example.cards, [{ projectId: 1, projectName: 'A' }, { projectId: 2 }])).toEqual({
      ok: false,
      problem: { endpoint: 'example.cards', field: '[1].projectName', problem: 'expected string, received undefined' },
    });
  });

  it('names a field of the wrong type, and a value outside a closed set', () => {
    expect(checkAnswer(example.cards, [{ projectId: '1', projectName: 'A' }])).toMatchObject({
      ok: false,
      problem: { field: '[0].projectId', problem: 'expected number, received string' },
    });
    expect(checkAnswer(example.kind, { mode: 'broken' })).toMatchObject({
      ok: false,
      problem: { field: 'mode', problem: 'expected one of "ok", "read-only", received "broken"' },
    });
  });

  it("calls a wrong answer as a whole the answer's own problem (field '')", () => {
    expect(checkAnswer(example.cards, { not: 'a list' })).toMatchObject({ ok: false, problem: { field: '', problem: 'expected array, received object' } });
  });

  it('passes the answer of an entry without a schema as it is', () => {
    const data = { anything: 1 };
    expect(checkAnswer(example.untyped, data)).toEqual({ ok: true, data });
  });
});

describe('answerHeaderProblem', () => {
  const declared = {
    'X-Size': { type: 'integer', required: true, description: 'the size' },
    'X-More': { type: 'boolean', required: false, description: 'more to come' },
  } as const;
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('accepts the declared headers in any case, and an optional one left out', () => {
    expect(answerHeaderProblem(declared, headers({ 'x-size': '120', 'X-More': 'true' }))).toBeNull();
    expect(answerHeaderProblem(declared, headers({ 'X-Size': '0' }))).toBeNull();
    expect(answerHeaderProblem(undefined, headers({}))).toBeNull();
  });

  it('names a required header that is missing, and a value of the wrong type', () => {
    expect(answerHeaderProblem(declared, headers({}))).toBe('the header X-Size is missing');
    expect(answerHeaderProblem(declared, headers({ 'X-Size': '12 KB' }))).toBe("the header X-Size: expected a whole number, received '12 KB'");
    expect(answerHeaderProblem(declared, headers({ 'X-Size': '12', 'X-More': 'yes' }))).toBe("the header X-More: expected true or false, received 'yes'");
  });
});
