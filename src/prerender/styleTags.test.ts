import createCache from '@emotion/cache';
import { styleTags } from './styleTags';

/** A cache as the build's render leaves it (compat: every inserted id holds its rules). */
function cacheWith(inserted: Record<string, string | true>) {
  const cache = createCache({ key: 'css' });
  Object.assign(cache.inserted, inserted);
  return cache;
}

describe('styleTags', () => {
  it("gives each global sheet its own tag, named as the client's <Global> looks for it, before the rest", () => {
    const html = styleTags(
      cacheWith({
        '0': '',
        abc123: '.css-abc123{color:red;}@media (min-width:600px){.css-abc123{color:blue;}}',
        i7xaj1: 'html{box-sizing:border-box;}:where(.CardGrid){display:grid;}',
        'animation-61bdi0': '@-webkit-keyframes animation-61bdi0{0%{opacity:0;}}@keyframes animation-61bdi0{0%{opacity:0;}}',
        '13kse5l': '@keyframes mui-auto-fill{from{display:block;}}',
        done: true,
      }),
    );
    expect(html).toBe(
      '<style data-emotion="css-global i7xaj1">html{box-sizing:border-box;}:where(.CardGrid){display:grid;}</style>' +
        '<style data-emotion="css-global 13kse5l">@keyframes mui-auto-fill{from{display:block;}}</style>' +
        '<style data-emotion="css 0 abc123 animation-61bdi0">' +
        '.css-abc123{color:red;}@media (min-width:600px){.css-abc123{color:blue;}}' +
        '@-webkit-keyframes animation-61bdi0{0%{opacity:0;}}@keyframes animation-61bdi0{0%{opacity:0;}}</style>',
    );
  });

  it('writes one class tag when there is no global', () => {
    expect(styleTags(cacheWith({ x1: '.css-x1{margin:0;}' }))).toBe('<style data-emotion="css x1">.css-x1{margin:0;}</style>');
  });
});
