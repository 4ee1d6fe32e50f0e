/**
 * The node mock's receiver of CSP violation reports (POST /__mock__/csp_reports, listed by GET):
 * what the browser sends for report-uri (application/csp-report) and for report-to
 * (application/reports+json), and what it refuses.
 */
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createNodeMockApi, type CspReport } from './http';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Answers one request through the node mock's handle(), with a stream for the request and a recorder for the response. */
async function call(method: string, url: string, body = '', headers: Record<string, string> = {}): Promise<Answer> {
  const req = Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
    method,
    url,
    headers: { host: '127.0.0.1', ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
  }) as unknown as IncomingMessage;
  const answer: Answer = { status: 0, headers: {}, body: '' };
  await new Promise<void>((resolve) => {
    const res = {
      headersSent: false,
      setHeader(name: string, value: string) {
        answer.headers[name.toLowerCase()] = String(value);
      },
      writeHead(status: number, more: Record<string, string> | string = {}) {
        answer.status = status;
        if (typeof more === 'object') for (const [name, value] of Object.entries(more)) answer.headers[name.toLowerCase()] = String(value);
        return res;
      },
      end(chunk?: string | Buffer) {
        answer.body = chunk ? chunk.toString() : '';
        resolve();
      },
      destroy: () => resolve(),
    };
    void createNodeMockApi().handle(req, res as unknown as ServerResponse);
  });
  return answer;
}

async function listed(marker: string): Promise<CspReport[]> {
  const answer = await call('GET', '/__mock__/csp_reports');
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { reports: CspReport[] }).reports.filter((report) => report.documentUrl.includes(marker));
}

describe('the node mock: CSP violation reports', () => {
  it('keeps a report-uri report (application/csp-report) and lists it', async () => {
    const report = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1:4174/login?uri-marker',
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        disposition: 'enforce',
      },
    };
    const answer = await call('POST', '/__mock__/csp_reports', JSON.stringify(report), { 'content-type': 'application/csp-report' });
    expect(answer.status).toBe(204);
    expect(await listed('uri-marker')).toEqual([
      expect.objectContaining({ via: 'report-uri', effectiveDirective: 'script-src-elem', blockedUrl: 'inline', disposition: 'enforce', report: report['csp-report'] }),
    ]);
  });

  it('keeps the CSP violations of a report-to batch (application/reports+json) and skips its other reports', async () => {
    const batch = [
      { type: 'csp-violation', url: 'http://127.0.0.1:4174/', body: { documentURL: 'http://127.0.0.1:4174/?to-marker', effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink', disposition: 'enforce', sample: 'HTMLScriptElement text|x' } },
      { type: 'deprecation', url: 'http://127.0.0.1:4174/', body: { documentURL: 'http://127.0.0.1:4174/?to-marker', id: 'x' } },
    ];
    const answer = await call('POST', '/__mock__/csp_reports', JSON.stringify(batch), { 'content-type': 'application/reports+json' });
    expect(answer.status).toBe(204);
    expect(await listed('to-marker')).toEqual([
      expect.objectContaining({ via: 'report-to', effectiveDirective: 'require-trusted-types-for', blockedUrl: 'trusted-types-sink', sample: 'HTMLScriptElement text|x' }),
    ]);
  });

  it('refuses another content type, a body that holds no violation and a body over 64 KB, keeping none of them', async () => {
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/?refused-marker' } });
    expect((await call('POST', '/__mock__/csp_reports', report, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await call('POST', '/__mock__/csp_reports', '{"not":"a report"}', { 'content-type': 'application/csp-report' })).status).toBe(400);
    expect((await call('POST', '/__mock__/csp_reports', 'not json', { 'content-type': 'application/csp-report' })).status).toBe(400);
    const large = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/?refused-marker', sample: 'x'.repeat(70_000) } });
    expect((await call('POST', '/__mock__/csp_reports', large, { 'content-type': 'application/csp-report' })).status).toBe(413);
    expect((await call('DELETE', '/__mock__/csp_reports')).status).toBe(405);
    expect(await listed('refused-marker')).toEqual([]);
  });
});
