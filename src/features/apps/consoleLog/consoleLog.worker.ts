/**
 * The console log's Web Worker (logPort.ts starts it): the log's reading, index and search
 * (logCore.ts) on a thread of their own, so the page's stays free while 18 MB arrive.
 */
import { createLogCore } from './logCore';
import type { FromLogWorker, ToLogWorker } from './logProtocol';

const scope = globalThis as unknown as {
  postMessage(message: FromLogWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToLogWorker>) => void): void;
};

const handle = createLogCore((message) => scope.postMessage(message));
scope.addEventListener('message', (event) => handle(event.data));
