import { createContext, useContext } from 'react';

/**
 * True while src/prerender renders the frame of a signed-in page at build time. There is no
 * visitor then, so no session: the shell shows the top navigation's place (not its role's menu),
 * the route guard lets the page render (the app checks the visitor when it takes over), and a
 * page may mark what the entry's early call fills in (data-early-text, src/api/earlyAnswer.ts).
 */
export const SignedInFrameContext = createContext(false);

export function useSignedInFrame(): boolean {
  return useContext(SignedInFrameContext);
}
