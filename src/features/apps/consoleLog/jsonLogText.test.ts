import { JsonLogText, MalformedLogAnswer } from './jsonLogText';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds `body` in pieces cut at every `cut`-th byte (so escapes, lines and UTF-8 characters are split). */
function read(body: string, cut: number) {
  const all = bytes(body);
  const answer = new JsonLogText();
  const pieces: string[] = [];
  for (let at = 0; at < all.length; at += cut) pieces.push(answer.push(all.subarray(at, at + cut)));
  return { pieces, end: answer.end() };
}

const LOG = 'Started by user tech\n\u001b[1;34mINFO\u001b[m "quoted" back\\slash tab\t ünïcødé 😀 \u2028\nlast line';

describe('JsonLogText (the seeds\' log answer read as it arrives)', () => {
  it.each([1, 2, 3, 5, 7, 64])('decodes {"result": text} cut every %i bytes: escapes, lines and UTF-8 characters split between pieces', (cut) => {
    const { pieces, end } = read(JSON.stringify({ result: LOG }), cut);
    expect(end.kind).toBe('text');
    expect(pieces.join('') + (end.kind === 'text' ? end.text : '')).toBe(LOG);
    // The text came as the bytes did, not at the end.
    if (cut < 10) expect(pieces.filter((p) => p !== '').length).toBeGreaterThan(5);
  });

  it('decodes a bare JSON string, and blanks around the tokens, and fields after the text', () => {
    const bare = read(JSON.stringify(LOG), 4);
    expect(bare.pieces.join('') + (bare.end.kind === 'text' ? bare.end.text : '')).toBe(LOG);
    const spaced = read(`  {\n  "result" :  ${JSON.stringify(LOG)} , "status": 1 }\n`, 3);
    expect(spaced.pieces.join('') + (spaced.end.kind === 'text' ? spaced.end.text : '')).toBe(LOG);
  });

  it('reads an answer of another form whole: other fields first is parsed JSON, a body that is not JSON is its text', () => {
    expect(read(JSON.stringify({ status: 1, result: 'x' }), 5).end).toEqual({ kind: 'data', data: { status: 1, result: 'x' } });
    expect(read('Started by user tech\nline 2', 5).end).toEqual({ kind: 'data', data: 'Started by user tech\nline 2' });
    expect(read('{"result": null}', 5).end).toEqual({ kind: 'data', data: { result: null } });
  });

  it('refuses a text that is cut off or not valid JSON after it opened as the log', () => {
    expect(() => read('{"result":"line 1\\nline', 4)).toThrow(MalformedLogAnswer);
    expect(() => read('{"result":"bad \\x escape"}', 4)).toThrow(MalformedLogAnswer);
    expect(() => read('{"result":"text" trailing', 4)).toThrow(MalformedLogAnswer);
  });
});
