import { csvUploadProblem, uploadProblem, uploadTimeoutMs, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from './uploads';

describe('uploadProblem (seed 001 sections 5 and 9)', () => {
  it.each([
    [{ name: 'code.zip', size: 1023 }, 'sonarZip', 'tooSmall'],
    [{ name: 'code.zip', size: 1024 }, 'sonarZip', null],
    [{ name: 'code.ZIP', size: UPLOAD_MAX_BYTES }, 'sonarZip', null],
    [{ name: 'code.zip', size: UPLOAD_MAX_BYTES + 1 }, 'sonarZip', 'tooLarge'],
    [{ name: 'code.tar.gz', size: 5000 }, 'sonarZip', 'wrongType'],
    [{ name: 'logo.png', size: 5000 }, 'image', null],
    [{ name: 'logo.jpeg', size: 5000 }, 'image', null],
    [{ name: 'logo.gif', size: 5000 }, 'image', 'wrongType'],
    [{ name: 'users.xlsx', size: 5000 }, 'excel', null],
    [{ name: 'users.csv', size: 5000 }, 'excel', 'wrongType'],
    [{ name: 'anything.bin', size: 5000 }, 'any', null],
    [null, 'any', 'empty'],
  ] as const)('%p as %s -> %p', (file, variant, problem) => {
    expect(uploadProblem(file, variant)).toBe(problem);
  });
});

describe('csvUploadProblem (the project file upload)', () => {
  it.each([
    [{ name: 'data.csv', size: UPLOAD_MIN_BYTES }, null],
    [{ name: 'DATA.CSV', size: UPLOAD_MAX_BYTES }, null],
    [{ name: 'data.csv', size: UPLOAD_MIN_BYTES - 1 }, 'tooSmall'],
    [{ name: 'data.csv', size: UPLOAD_MAX_BYTES + 1 }, 'tooLarge'],
    [{ name: 'data.txt', size: 5000 }, 'notCsv'],
    [{ name: 'data.csv.exe', size: 5000 }, 'notCsv'],
    [null, 'empty'],
  ])('%p -> %p', (file, problem) => {
    expect(csvUploadProblem(file)).toBe(problem);
  });

  it("keeps the seeds' limits: 1024 bytes to 128 MB", () => {
    expect(UPLOAD_MIN_BYTES).toBe(1024);
    expect(UPLOAD_MAX_BYTES).toBe(134217728);
  });
});

describe('uploadTimeoutMs (an upload’s time-out grows with its size)', () => {
  it('gives a 100 MB file far more than the fixed 30 s: 30 s plus its time at 50 KB/s', () => {
    const hundredMb = 100 * 1024 * 1024;
    expect(uploadTimeoutMs(hundredMb)).toBeGreaterThan(30_000);
    expect(uploadTimeoutMs(hundredMb)).toBe(30_000 + 2048 * 1000);
  });

  it('is 30 s for an empty body and grows with every byte', () => {
    expect(uploadTimeoutMs(0)).toBe(30_000);
    expect(uploadTimeoutMs(Number.NaN)).toBe(30_000);
    expect(uploadTimeoutMs(UPLOAD_MAX_BYTES)).toBeGreaterThan(uploadTimeoutMs(UPLOAD_MIN_BYTES));
  });
});
