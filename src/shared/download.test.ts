import { decodeBase64, downloadFileName, reportBytes, saveFile } from './download';

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

describe('downloadFileName', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('ends in the extension of the type the portal saves, whatever the name brings', () => {
    expect(downloadFileName('report.html.exe', 'text/html')).toBe('report.html');
    expect(downloadFileName('x.svg', 'text/html')).toBe('x.html');
    expect(downloadFileName('..\\x.bat', 'text/html')).toBe('x.html');
    expect(downloadFileName('aurora', 'text/html')).toBe('aurora.html');
    expect(downloadFileName('data.html', 'text/csv')).toBe('data.csv');
    expect(downloadFileName('users_template.xlsx', XLSX)).toBe('users_template.xlsx');
    expect(downloadFileName('scan.exe', 'application/pdf')).toBe('scan.pdf');
    expect(downloadFileName('notes.js', 'text/plain')).toBe('notes.txt');
  });

  it('saves any other type as .bin, and reads the type without its parameters', () => {
    expect(downloadFileName('report.html', 'application/octet-stream')).toBe('report.bin');
    expect(downloadFileName('image.svg', 'image/svg+xml')).toBe('image.bin');
    expect(downloadFileName('table.exe', 'Text/CSV; charset=utf-8')).toBe('table.csv');
  });

  it('drops the path, controls, text-turning marks and characters file systems refuse', () => {
    expect(downloadFileName('reports/v1:final?.html', 'text/html')).toBe('v1_final_.html');
    expect(downloadFileName('../../etc/passwd', 'text/html')).toBe('passwd.html');
    expect(downloadFileName('line\nbreak.html', 'text/html')).toBe('linebreak.html');
    expect(downloadFileName('report\u202Elmth.exe', 'text/html')).toBe('reportlmth.html');
    expect(downloadFileName('a*b"c<d>e|f.html', 'text/html')).toBe('a_b_c_d_e_f.html');
    expect(downloadFileName('report.exe. . ', 'text/html')).toBe('report.html');
    expect(downloadFileName('.htaccess', 'text/html')).toBe('htaccess.html');
    expect(downloadFileName('CON.exe', 'text/html')).toBe('_CON.html');
  });

  it('keeps a good name and a version number, and shortens a long one', () => {
    expect(downloadFileName('lighthouse_aurora_v2.html', 'text/html')).toBe('lighthouse_aurora_v2.html');
    expect(downloadFileName('release 2.1', 'text/html')).toBe('release 2.1.html');
    expect(downloadFileName(`${'é'.repeat(300)}.html`, 'text/html')).toBe(`${'é'.repeat(120)}.html`);
  });

  it('uses the fallback when the server gives no file name, and the server name when it does', () => {
    expect(downloadFileName('', 'text/html', 'sonar_28_v1')).toBe('sonar_28_v1.html');
    expect(downloadFileName(null, 'text/html', 'lighthouse_12.exe')).toBe('lighthouse_12.html');
    expect(downloadFileName('first analysis', 'text/html', 'sonar_28_v1')).toBe('sonar_28_v1.html');
    expect(downloadFileName(' ... ', 'text/html', 'report')).toBe('report.html');
    expect(downloadFileName('report.html.exe', 'text/html', 'sonar_28_v1')).toBe('report.html');
    expect(downloadFileName('..\\x.bat', 'text/html', 'sonar_28_v1')).toBe('x.html');
    expect(downloadFileName('x.svg', 'text/html', 'sonar_28_v1')).toBe('x.html');
    expect(downloadFileName('  ..\\', 'text/csv')).toBe('download.csv');
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

  it('clicks a download link named for its type, then revokes the address', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveFile(new TextEncoder().encode('<p>hi</p>'), 'my/report.html.exe', 'text/html');
    expect(click).toHaveBeenCalledTimes(1);
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('report.html');
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
