declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * Resolves in a new task, so the browser can paint and answer input before the next part of a
 * long piece of work (issue 11). scheduler.yield() where the browser has it; otherwise a message
 * to itself, which (unlike a timer) is not throttled in a hidden tab.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && scheduler.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
