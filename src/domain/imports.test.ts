import {
  IMPORTABLE_ROLES,
  IMPORTS,
  checkHeader,
  forbiddenRoleProblem,
  forbiddenRoles,
  gridOf,
  importKindOfPath,
  importResult,
  isWrongFormatRefusal,
  parseProjectRecord,
  parseUserRecord,
  readSheet,
  refusalProblems,
  registeredNames,
  rolesImportableBy,
  sheetProblems,
  type GridRow,
  type SheetLike,
} from './imports';

const grid = (...rows: string[][]): GridRow[] => rows.map((cells, i) => ({ rowNumber: i + 1, cells }));

describe('the two imports', () => {
  it('name their routes and titles as the user menu does', () => {
    expect(IMPORTS.users).toMatchObject({ path: '/ImportAmpUsersData', title: 'Import AMP Users' });
    expect(IMPORTS.projects).toMatchObject({ path: '/ImportAmpProjectsData', title: 'Import AMP Projects' });
  });

  it('documents the workbook columns, with an example of every column', () => {
    expect(IMPORTS.users.columns.map((c) => [c.header, c.required])).toEqual([
      ['username', true],
      ['email', true],
      ['role', true],
      ['type', true],
      ['agency', false],
    ]);
    expect(IMPORTS.projects.columns.map((c) => c.header)).toEqual(['projectName', 'brand', 'agency', 'summary', 'creator']);
    for (const def of Object.values(IMPORTS)) {
      expect(def.example).toHaveLength(def.columns.length);
      expect(def.templateFileName).toMatch(/\.xlsx$/);
    }
  });

  it('reads the import from the path', () => {
    expect(importKindOfPath('/ImportAmpUsersData')).toBe('users');
    expect(importKindOfPath('/ImportAmpProjectsData/')).toBe('projects');
    expect(importKindOfPath('/importampprojectsdata')).toBe('projects');
    expect(importKindOfPath('/ImportSomethingElse')).toBeNull();
  });
});

describe('the header check', () => {
  it('takes the columns in any order, case and spaces ignored, the optional one absent, others ignored', () => {
    const check = checkHeader('users', ['E Mail', ' USERNAME ', 'Type', 'role', 'notes']);
    expect(check).toEqual({ ok: true, indexes: { username: 1, email: 0, role: 3, type: 2, agency: -1 }, ignored: ['notes'] });
    expect(checkHeader('projects', ['Project Name', 'Brand', 'Agency', 'Summary', 'Creator']).ok).toBe(true);
  });

  it('names the missing and the doubled columns', () => {
    expect(checkHeader('users', ['username', 'e-mail', 'role'])).toEqual({ ok: false, missing: ['email', 'type'], duplicated: [] });
    expect(checkHeader('users', ['username', 'email', 'role', 'type', 'User name'])).toEqual({ ok: false, missing: [], duplicated: ['username'] });
  });
});

describe('reading a sheet', () => {
  it('takes the first row as the header and the others as records', () => {
    const reading = readSheet('users', grid(['email', 'username', 'role', 'type'], ['a@example.com', 'a', '2', 'INTERNAL']));
    expect(reading).toMatchObject({
      ok: true,
      records: [{ rowNumber: 2, values: { username: 'a', email: 'a@example.com', role: '2', type: 'INTERNAL', agency: '' } }],
    });
    expect(sheetProblems('users', reading)).toEqual([]);
  });

  it('says why a sheet cannot be imported', () => {
    expect(sheetProblems('users', readSheet('users', []))).toEqual(['The first sheet is empty']);
    expect(sheetProblems('users', readSheet('users', grid(['username', 'email', 'role', 'type'])))).toEqual([
      'The sheet has a header row but no data rows',
    ]);
    const wrong = sheetProblems('projects', readSheet('projects', grid(['name', 'brand'], ['x', 'y'])));
    expect(wrong).toEqual([
      'Missing column(s): projectName, agency, summary, creator',
      'The first row must name the columns: projectName, brand, agency, summary, creator',
    ]);
  });

  it('turns a worksheet into trimmed texts, skipping empty rows and keeping row numbers', () => {
    const rows: Record<number, (string | undefined)[]> = { 1: [' username ', 'email'], 3: ['', '  '], 4: ['x', undefined, 'y'] };
    const sheet: SheetLike = {
      eachRow: (_options, callback) => {
        for (const [n, cells] of Object.entries(rows)) {
          callback(
            { eachCell: (_o, cb) => cells.forEach((text, i) => cb({ text: text as string }, i + 1)) },
            Number(n),
          );
        }
      },
    };
    expect(gridOf(sheet)).toEqual([
      { rowNumber: 1, cells: ['username', 'email'] },
      { rowNumber: 4, cells: ['x', '', 'y'] },
    ]);
    expect(gridOf(sheet, 1)).toHaveLength(1);
  });
});

describe('the records', () => {
  const user = (values: Record<string, string>) => parseUserRecord({ rowNumber: 7, values: { agency: '', ...values } });

  it('takes a user with a role 1-8 and the type that goes with it', () => {
    expect(user({ username: 'a.b-c_1', email: 'a@example.com', role: '6', type: 'agency', agency: 'Studio' })).toEqual({
      ok: true,
      value: { username: 'a.b-c_1', email: 'a@example.com', role: 6, type: 'AGENCY', agency: 'Studio' },
    });
    expect(user({ username: 'b', email: 'b@example.com', role: '8', type: 'INTERNAL' }).ok).toBe(true);
  });

  it('refuses a bad user row, naming the row and the column', () => {
    const parsed = user({ username: 'two words', email: 'nope', role: '0', type: 'PARTNER' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems).toHaveLength(4);
      expect(parsed.problems.every((p) => p.startsWith('Row 7: '))).toBe(true);
    }
    expect(user({ username: 'c', email: 'c@example.com', role: '2', type: 'AGENCY' })).toEqual({
      ok: false,
      problems: ['Row 7: type AGENCY does not match role 2 (AGENCY for roles 6 and 7, INTERNAL for the others)'],
    });
  });

  it('needs every project column', () => {
    const values = { projectName: 'P', brand: 'B', agency: 'gagency', summary: 'S', creator: 'gbm' };
    expect(parseProjectRecord({ rowNumber: 2, values })).toEqual({ ok: true, value: values });
    expect(parseProjectRecord({ rowNumber: 2, values: { ...values, brand: '', creator: '' } })).toEqual({
      ok: false,
      problems: ['Row 2: brand, creator must not be empty'],
    });
  });
});

describe('the roles an importer may grant', () => {
  it('lets an admin import roles 2-8 and a technical user roles 4-7; nobody imports an admin', () => {
    expect(IMPORTABLE_ROLES).toEqual({ 1: [2, 3, 4, 5, 6, 7, 8], 8: [4, 5, 6, 7] });
    expect(rolesImportableBy(1)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(rolesImportableBy(8)).toEqual([4, 5, 6, 7]);
    for (const role of [2, 3, 4, 5, 6, 7, 9, null, undefined]) expect(rolesImportableBy(role)).toEqual([]);
    expect(Object.values(IMPORTABLE_ROLES).some((roles) => roles.includes(1))).toBe(false);
  });

  const record = (rowNumber: number, role: string) => ({ rowNumber, values: { username: 'u', email: 'u@example.com', role, type: 'INTERNAL', agency: '' } });

  it("finds the rows whose role the importer may not grant, leaving a role that is no role to the record's check", () => {
    const records = [record(2, '6'), record(3, '1'), record(4, '8'), record(5, '9'), record(6, 'x'), record(7, '5')];
    expect(forbiddenRoles(8, records)).toEqual([
      { rowNumber: 3, role: 1 },
      { rowNumber: 4, role: 8 },
    ]);
    expect(forbiddenRoles(1, records)).toEqual([{ rowNumber: 3, role: 1 }]);
    expect(forbiddenRoles(2, [record(2, '6')])).toEqual([{ rowNumber: 2, role: 6 }]);
  });

  it('words the problem as the other row problems, with the roles this user may import', () => {
    expect(forbiddenRoleProblem(8, { rowNumber: 3, role: 1 })).toBe(
      'Row 3: role 1 (Admin) may not be imported by this user: this user may import roles 4, 5, 6, 7',
    );
    expect(forbiddenRoleProblem(2, { rowNumber: 2, role: 6 })).toBe('Row 2: role 6 (Global Agency) may not be imported by this user: this user may import no role');
  });

  it("documents the rule in the role column's meaning", () => {
    const meaning = IMPORTS.users.columns.find((c) => c.header === 'role')?.meaning;
    expect(meaning).toContain('an admin imports roles 2, 3, 4, 5, 6, 7, 8, a technical user roles 4, 5, 6, 7');
  });
});

describe("the answer's reading", () => {
  it('reads a bare list or one wrapped as {result} or {data}', () => {
    expect(registeredNames([])).toEqual([]);
    expect(registeredNames(['gbm', ' tech '])).toEqual(['gbm', 'tech']);
    expect(registeredNames({ result: ['a'] })).toEqual(['a']);
    expect(registeredNames({ data: [{ username: 'u' }, { projectName: 'p' }, { name: 'n' }] })).toEqual(['u', 'p', 'n']);
  });

  it('refuses anything else', () => {
    expect(registeredNames('done')).toBeNull();
    expect(registeredNames({ message: 'ok' })).toBeNull();
    expect(registeredNames([{ id: 1 }])).toBeNull();
    expect(registeredNames(null)).toBeNull();
  });

  it('empty: uploaded; otherwise the names already registered', () => {
    expect(importResult([])).toEqual({ kind: 'uploaded' });
    expect(importResult(['a', 'b'])).toEqual({ kind: 'registered', names: ['a', 'b'] });
  });

  it('knows a 400 that says the data format is wrong, and its listed problems', () => {
    expect(isWrongFormatRefusal(400, { message: 'Please upload valid data format' })).toBe(true);
    expect(isWrongFormatRefusal(400, 'Please upload valid data format')).toBe(true);
    expect(isWrongFormatRefusal(400, { message: 'No file' })).toBe(false);
    expect(isWrongFormatRefusal(500, { message: 'Please upload valid data format' })).toBe(false);
    expect(refusalProblems({ problems: ['Row 2: x', 3, 'Row 3: y'] })).toEqual(['Row 2: x', 'Row 3: y']);
    expect(refusalProblems({ message: 'x' })).toEqual([]);
  });
});
