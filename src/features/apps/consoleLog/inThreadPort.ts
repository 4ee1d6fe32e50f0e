/**
 * The console log's core (logCore.ts) in the page's own thread, behind the worker's interface:
 * where there is no Worker (jest's jsdom). What each side posts reaches the other a microtask
 * later, as a worker's answers come later.
 */
import { createLogCore } from './logCore';
import type { FromLogWorker, LogPort, ToLogWorker } from './logProtocol';

export function inThreadPort(): LogPort {
  const listeners: Array<(message: FromLogWorker) => void> = [];
  const handle = createLogCore((message) => queueMicrotask(() => listeners.forEach((listener) => listener(message))));
  return {
    post: (message: ToLogWorker) => queueMicrotask(() => handle(message)),
    listen: (listener) => void listeners.push(listener),
  };
}
