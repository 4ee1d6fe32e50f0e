import { csvUploadProblem, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from './uploads';

describe('csvUploadProblem (seed 001 sections 5 and 9)', () => {
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

  it('keeps the seeds\' limits: 1024 bytes to 128 MB', () => {
    expect(UPLOAD_MIN_BYTES).toBe(1024);
    expect(UPLOAD_MAX_BYTES).toBe(134217728);
  });
});
