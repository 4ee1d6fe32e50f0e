import { prerenderedValue } from './prerenderedValue';

afterEach(() => document.body.replaceChildren());

function page(prerendered: boolean, value: string) {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) root.dataset.prerendered = '/login';
  const input = document.createElement('input');
  input.id = 'username';
  input.value = value;
  root.append(input);
  document.body.append(root);
}

describe('prerenderedValue', () => {
  it('reads what was typed into a field of the pre-rendered page', () => {
    page(true, 'gbm');
    expect(prerenderedValue('username')).toBe('gbm');
  });

  it('is empty on a page rendered in the browser, and for a field that is not there', () => {
    page(false, 'gbm');
    expect(prerenderedValue('username')).toBe('');
    document.body.replaceChildren();
    page(true, 'gbm');
    expect(prerenderedValue('password')).toBe('');
  });
});
