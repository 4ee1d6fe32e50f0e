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

/**
 * Resolves in a task queued from the next frame (after its paint), or after 100 ms when no frame
 * comes (a hidden tab draws none): work that must not hold up what is about to be painted.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
