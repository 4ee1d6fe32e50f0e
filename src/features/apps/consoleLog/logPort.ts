/**
 * The page's end of the console log's worker: one for the whole page, started with the first log
 * shown. Where there is no Worker (jest's jsdom) the same core runs in the page's thread behind
 * the same interface (inThreadPort.ts).
 */
import type { LogPort } from './logProtocol';

let port: Promise<LogPort> | null = null;

/** The page's port to the log's worker (started once). */
export function logPort(): Promise<LogPort> {
  port ??=
    typeof Worker === 'function'
      ? import(/* webpackMode: "eager" */ './spawnLogWorker').then(({ spawnLogWorker }) => spawnLogWorker())
      : import('./inThreadPort').then(({ inThreadPort }) => inThreadPort());
  return port;
}
