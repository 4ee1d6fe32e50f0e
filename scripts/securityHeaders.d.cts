/** Types of securityHeaders.cjs (plain CommonJS so that plain node and ts-node both load it). */
export interface SecurityHeaderOptions {
  /** Dev server: allows eval (source maps) and the hot-reload websocket. */
  dev?: boolean;
  /** Extra origins the browser may call (the backend when it lives on another origin). */
  connectSrc?: string[];
  /** A build with the mock (demo): its service worker (worker-src) and that worker's Trusted Types policy. */
  mockWorker?: boolean;
  /** Where the browser reports CSP violations (report-uri); none when empty. */
  reportUrl?: string;
}

export declare const URL_ENV_VARS: readonly string[];
export declare function originsOf(urls: readonly (string | undefined)[]): string[];
export declare function connectSrcFromEnv(env?: Record<string, string | undefined>): string[];
export declare function checkReportUrl(url: string): string;
export declare function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
export declare function nginxHeaders(options?: SecurityHeaderOptions): string;
export declare const TRUSTED_TYPES_POLICIES: readonly string[];
