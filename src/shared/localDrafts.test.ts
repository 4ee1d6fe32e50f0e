import { DRAFT_LIMITS, draftIds, draftKey, pruneDrafts, readDraft, removeDraft, writeDraft } from './localDrafts';

const asText = (value: unknown) => (typeof value === 'string' ? value : null);
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 31);

describe('local drafts', () => {
  it("reads back the user's own draft only", () => {
    expect(writeDraft('wizard', 6, 18, 'typed', NOW)).toBe(true);
    expect(window.localStorage.getItem('dfc.wizardDraft.6.18')).not.toBeNull();
    expect(readDraft('wizard', 6, 18, asText, NOW)).toEqual({ savedAt: NOW, value: 'typed' });
    expect(readDraft('wizard', 7, 18, asText, NOW)).toBeNull();
    expect(readDraft('content', 6, 18, asText, NOW)).toBeNull();
    expect(draftIds('wizard', 6)).toEqual(['18']);
    removeDraft('wizard', 6, 18);
    expect(readDraft('wizard', 6, 18, asText, NOW)).toBeNull();
  });

  it('drops a draft older than 30 days, or of another shape, when it is read', () => {
    writeDraft('wizard', 6, 1, 'old', NOW - 31 * DAY);
    writeDraft('wizard', 6, 2, 42, NOW);
    expect(readDraft('wizard', 6, 1, asText, NOW)).toBeNull();
    expect(readDraft('wizard', 6, 2, asText, NOW)).toBeNull();
    expect(window.localStorage.getItem(draftKey('wizard', 6, 1))).toBeNull();
    expect(window.localStorage.getItem(draftKey('wizard', 6, 2))).toBeNull();
  });

  it('refuses a draft too big to keep', () => {
    expect(writeDraft('content', 6, 1, 'x'.repeat(DRAFT_LIMITS.maxChars), NOW)).toBe(false);
    expect(window.localStorage.getItem(draftKey('content', 6, 1))).toBeNull();
  });

  it("prunes every other user's drafts, the expired ones and the user's oldest beyond the limit", () => {
    writeDraft('wizard', 7, 1, 'not yours', NOW);
    writeDraft('content', 7, 2, 'not yours', NOW);
    writeDraft('wizard', 6, 'old', 'expired', NOW - 40 * DAY);
    window.localStorage.setItem(draftKey('content', 6, 'broken'), '{not json');
    for (let i = 0; i < DRAFT_LIMITS.perUser + 2; i += 1) writeDraft('wizard', 6, i, `draft ${i}`, NOW - i * 1000);
    window.localStorage.setItem('devopsStatusMap', '{}');

    pruneDrafts(6, NOW);

    const left = Object.keys(window.localStorage).filter((key) => key.startsWith('dfc.'));
    expect(left).toHaveLength(DRAFT_LIMITS.perUser);
    expect(left.every((key) => key.startsWith('dfc.wizardDraft.6.'))).toBe(true);
    expect(draftIds('wizard', 6).map(Number).sort((a, b) => a - b)).toEqual([...Array(DRAFT_LIMITS.perUser).keys()]);
    expect(window.localStorage.getItem('devopsStatusMap')).toBe('{}');
  });
});
