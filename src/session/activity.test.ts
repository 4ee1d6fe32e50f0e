import { idleVerdict } from './activity';

describe('idle verdict', () => {
  const own = { tab: 'me', lastActiveAt: 1000 };
  it('prompts in the tab used last', () => {
    expect(idleVerdict(null, own, 2000, 500)).toBe('prompt');
    expect(idleVerdict({ at: 1000, tab: 'me' }, own, 2000, 500)).toBe('prompt');
    expect(idleVerdict({ at: 900, tab: 'other' }, own, 2000, 500)).toBe('prompt');
  });

  it('restarts when another tab was used after this one', () => {
    expect(idleVerdict({ at: 1200, tab: 'other' }, own, 1500, 500)).toBe('restart');
  });

  it('prompts when the tab used last must be gone (two time-outs without activity)', () => {
    expect(idleVerdict({ at: 1200, tab: 'other' }, own, 2200, 500)).toBe('prompt');
  });
});
