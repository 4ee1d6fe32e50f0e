/** Types of pages.cjs. */
export interface EngineUser {
  username: string;
  role: number;
  kind: string;
}

export interface EnginePage {
  path: string;
  /** The route's title (the document title is `${title} | DFC Portal`). */
  title: string;
  /** Where the page sends a user who opens it without the project it needs. */
  detour?: { path: string; title: string };
}

export declare const ENGINE_USERS: readonly EngineUser[];
export declare function pagesOf(username: string): readonly EnginePage[];
