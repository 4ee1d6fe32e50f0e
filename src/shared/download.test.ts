import { decodeBase64, reportBytes, safeFileName, saveFile } from './download';

const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

describe('decodeBase64', () => {
  it('decodes standard base64 to the original bytes', () => {
    expect(text(decodeBase64(b64('<html><body>Report</body></html>')))).toBe('<html><body>Report</body></html>');
  });

  it('keeps non-ASCII bytes (UTF-8) intact', () => {
    expect(text(decodeBase64(b64('Rapport é ✓')))).toBe('Rapport é ✓');
    expect(Array.from(decodeBase64('AP8Q')!)).toEqual([0, 255, 16]);
  });

  it('accepts URL-safe base64, missing padding, line breaks and a data: prefix', () => {
    const raw = Buffer.from([251, 255, 191]);
    expect(Array.from(decodeBase64(raw.toString('base64url'))!)).toEqual([251, 255, 191]);
    expect(text(decodeBase64(b64('ab').replace(/=+$/, '')))).toBe('ab');
    const wrapped = b64('a longer report body that wraps').replace(/(.{8})/g, '$1\n');
    expect(text(decodeBase64(wrapped))).toBe('a longer report body that wraps');
    expect(text(decodeBase64(`data:text/html;base64,${b64('<p>x</p>')}`))).toBe('<p>x</p>');
  });

  it('answers null for what is not base64', () => {
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('   ')).toBeNull();
    expect(decodeBase64('<html></html>')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull(); // a length of 4n+1 cannot be base64
    expect(decodeBase64('ab=c')).toBeNull();
  });
});

describe('reportBytes', () => {
  it('decodes a base64 answer', () => {
    expect(text(reportBytes(b64('<h1>Lighthouse</h1>')))).toBe('<h1>Lighthouse</h1>');
  });

  it('keeps a document the server sent as it is', () => {
    expect(text(reportBytes('<!doctype html><h1>Sonar</h1>'))).toBe('<!doctype html><h1>Sonar</h1>');
  });
});

describe('safeFileName', () => {
  it('replaces characters file systems refuse', () => {
    expect(safeFileName('reports/v1:final?.html')).toBe('reports_v1_final_.html');
    expect(safeFileName('a\\b*c"d<e>f|g.html')).toBe('a_b_c_d_e_f_g.html');
    expect(safeFileName('line\nbreak.html')).toBe('line_break.html');
  });

  it('keeps a good name and falls back when nothing is left', () => {
    expect(safeFileName('lighthouse_aurora_v2.html')).toBe('lighthouse_aurora_v2.html');
    expect(safeFileName('   ')).toBe('report');
    expect(safeFileName('', 'sonar.html')).toBe('sonar.html');
  });
});

describe('saveFile', () => {
  const createObjectURL = jest.fn(() => 'blob:report');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
  });

  it('clicks a download link named safely, then revokes the address', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveFile(new TextEncoder().encode('<p>hi</p>'), 'my/report.html', 'text/html');
    expect(click).toHaveBeenCalledTimes(1);
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('my_report.html');
    expect(clicked.href).toBe('blob:report');
    expect(clicked.isConnected).toBe(false);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/html');
    expect(await blob.text()).toBe('<p>hi</p>');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
    click.mockRestore();
  });
});
