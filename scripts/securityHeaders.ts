/**
 * The headers `npm run serve` sends, and the ones a real host of the portal should send (the
 * README lists them). Emotion injects <style> elements at run time, hence 'unsafe-inline' for
 * styles only; scripts come from the portal's own origin alone.
 */
export function securityHeaders(options: { dev?: boolean; connectSrc?: string[] } = {}): Record<string, string> {
  const connect = ["'self'", ...(options.connectSrc ?? [])];
  if (options.dev) connect.push('ws:');
  const csp = [
    "default-src 'self'",
    options.dev ? "script-src 'self' 'unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
