import * as z from 'zod/mini';
import { checkAnswer, listOrEmpty, loose, orNull } from './check';
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
