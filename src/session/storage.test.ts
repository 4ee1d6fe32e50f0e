import { writeDraft } from '../shared/localDrafts';
import { clearSessionStorage } from './storage';

describe('clearSessionStorage', () => {
  it("clears the session but keeps the devops status maps and the users' drafts", () => {
    window.localStorage.setItem('token', 'abc');
    window.localStorage.setItem('lastActivity', '{}');
    window.localStorage.setItem('devopsStatusMap', '{"1":"x"}');
    window.localStorage.setItem('appDevopsStatusMap', '{}');
    writeDraft('wizard', 6, 18, { step: 1 });
    writeDraft('content', 1, 3, { title: 'kept' });
    window.sessionStorage.setItem('anything', '1');

    clearSessionStorage();

    expect(Object.keys(window.localStorage).sort()).toEqual(['appDevopsStatusMap', 'devopsStatusMap', 'dfc.contentDraft.1.3', 'dfc.wizardDraft.6.18']);
    expect(window.localStorage.getItem('devopsStatusMap')).toBe('{"1":"x"}');
    expect(window.sessionStorage).toHaveLength(0);
  });
});
