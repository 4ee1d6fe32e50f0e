import { unsignedToken } from '../testing/tokens';
import { initialAuthState, selectRole, selectSession } from './slice';

const stateWith = (token: string) => ({ auth: { ...initialAuthState, token } });

describe('session selectors', () => {
  it('read a Role claim written as "2" as role 2', () => {
    const state = stateWith(unsignedToken({ Role: '2' as unknown as number }));
    expect(selectSession(state)?.role).toBe(2);
    expect(selectRole(state)).toBe(2);
  });

  it('read an unknown or missing role as null', () => {
    expect(selectRole(stateWith(unsignedToken({ Role: 9 })))).toBeNull();
    expect(selectSession(stateWith(unsignedToken({ Role: undefined }))))?.toMatchObject({ role: null });
  });
});
