import type { EmotionCache } from '@emotion/cache';

/**
 * The style tags of what a render put in `cache`, in the form the client's emotion adopts:
 * - each global sheet (CssBaseline's: the base rules and src/shared/staticStyles.ts) in its own
 *   `<style data-emotion="css-global NAME">`, first. The client's <Global> looks for exactly that
 *   tag and, when it finds it, keeps it instead of running stylis on its rules again;
 * - every class and keyframes rule in one `<style data-emotion="css ID ID ...">`, whose ids the
 *   client's cache marks as inserted.
 * A global is told from the rest by its rules: a class's are `.css-NAME...`, keyframes'
 * `@keyframes NAME{...}` (and its -webkit- copy).
 */
export function styleTags(cache: EmotionCache): string {
  const inserted = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const isGlobal = ([id, css]: [string, string]) => css !== '' && !css.includes(`.${cache.key}-${id}`) && !css.includes(`keyframes ${id}{`);
  const globals = inserted.filter(isGlobal);
  const rest = inserted.filter((entry) => !isGlobal(entry));
  return [
    ...globals.map(([id, css]) => `<style data-emotion="${cache.key}-global ${id}">${css}</style>`),
    `<style data-emotion="${cache.key} ${rest.map(([id]) => id).join(' ')}">${rest.map(([, css]) => css).join('')}</style>`,
  ].join('');
}
