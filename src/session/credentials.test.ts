import { afterSignIn, credentialsProblem } from './credentials';

describe('sign-in rules', () => {
  it('needs both fields, the username trimmed', () => {
    expect(credentialsProblem(' gbm ', 'secret')).toBeNull();
    expect(credentialsProblem('   ', 'secret')).toBe('Please enter username and password');
    expect(credentialsProblem('gbm', '')).toBe('Please enter username and password');
  });

  it('leads back to the page the visitor came from, never to /login, /logout or another site', () => {
    expect(afterSignIn('/MyProjects')).toBe('/MyProjects');
    expect(afterSignIn(null)).toBe('/');
    expect(afterSignIn('/login')).toBe('/');
    expect(afterSignIn('/logout')).toBe('/');
    expect(afterSignIn('//elsewhere.example/x')).toBe('/');
    expect(afterSignIn('https://elsewhere.example/')).toBe('/');
  });
});
