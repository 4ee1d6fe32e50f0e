import { replaceStatusCode } from './statusCodes';

const IAC = 'DFC-IAC-PIPELINE-';

describe('replaceStatusCode', () => {
  it('replaces the family code in place, keeping the others in order', () => {
    expect(replaceStatusCode(['A-SUCCESS', `${IAC}PENDING`, 'B-FAILURE'], IAC, `${IAC}SUCCESS`)).toEqual(['A-SUCCESS', `${IAC}SUCCESS`, 'B-FAILURE']);
  });

  it('drops the later codes of the family', () => {
    expect(replaceStatusCode([`${IAC}PENDING`, 'X', `${IAC}FAILURE`, `${IAC}SUCCESS`], IAC, `${IAC}IN-PROGRESS`)).toEqual([`${IAC}IN-PROGRESS`, 'X']);
  });

  it('appends the code when the family has none', () => {
    expect(replaceStatusCode(['A-SUCCESS'], IAC, `${IAC}PENDING`)).toEqual(['A-SUCCESS', `${IAC}PENDING`]);
    expect(replaceStatusCode([], IAC, `${IAC}PENDING`)).toEqual([`${IAC}PENDING`]);
  });

  it('leaves the list given unchanged', () => {
    const codes = Object.freeze([`${IAC}PENDING`, 'X']);
    const next = replaceStatusCode(codes, IAC, `${IAC}SUCCESS`);
    expect(codes).toEqual([`${IAC}PENDING`, 'X']);
    expect(next).not.toBe(codes);
  });
});
