/** Types of pages.mjs (e2e/production imports it). */
import type { Locator, Page } from '@playwright/test';

export interface FirstPageSpec {
  path: string;
  user?: string;
  ready: (page: Page) => Locator;
}

export declare const PAGES: readonly FirstPageSpec[];
export declare function signIn(page: Page, base: string, username: string, build: string, apiBase?: string): Promise<void>;
export declare function checkShowsData(page: Page, base: string, spec: FirstPageSpec): Promise<void>;
