/**
 * Starts the console log's worker. Its own module (logPort.ts imports it only where Worker exists):
 * webpack makes the worker's script from the URL below, and jest, which has no Worker and runs
 * CommonJS, never loads this file.
 */
import type { FromLogWorker, LogPort, ToLogWorker } from './logProtocol';

export function spawnLogWorker(): LogPort {
  const worker = new Worker(new URL('./consoleLog.worker.ts', import.meta.url), { name: 'console-log' });
  return {
    post: (message: ToLogWorker) => worker.postMessage(message),
    listen: (listener: (message: FromLogWorker) => void) => worker.addEventListener('message', (event: MessageEvent<FromLogWorker>) => listener(event.data)),
  };
}
