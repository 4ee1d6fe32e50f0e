import ExcelJS from 'exceljs';
import { Blob as NodeBlob } from 'node:buffer';
import { IMPORTS, type ImportKind } from '../../src/domain/imports';
import { ROLE_NAMES, type Role } from '../../src/domain/roles';
import { db } from '../core/state';
import { DEMO_PASSWORD } from '../auth/seed';
import { NO_PASSWORD } from '../auth/users';
import { server } from '../node';
import { importRoutes } from './handlers';
import { call, decodePart, postJson, signInAs } from '../testing';

// The routes join the shared handler list in mocks/areas.ts; until then (and harmlessly
// after) the test puts them in front.
beforeEach(() => server.use(...importRoutes.map((route) => route.create({}))));

const PATH: Record<ImportKind, string> = { users: '/api/import_amp_users_data', projects: '/api/import_amp_projects_data' };

/** A real .xlsx workbook: the rows on its first sheet (a second sheet to show only the first is read). */
async function workbook(rows: (string | number)[][]): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Other').addRow(['ignored']);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function upload(kind: ImportKind, bytes: Uint8Array<ArrayBuffer>, name: string, token: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new NodeBlob([bytes]) as unknown as Blob, name);
  return call(PATH[kind], { method: 'POST', body: form, token });
}

const usersHeader = IMPORTS.users.columns.map((c) => c.header);
const projectsHeader = IMPORTS.projects.columns.map((c) => c.header);

describe('POST /api/import_amp_users_data', () => {
  it('creates the new users, with no password (the demo one refused) and a reset due, and answers the ones already registered', async () => {
    const token = await signInAs('admin');
    const bytes = await workbook([
      ['username', 'email', 'role', 'type', 'agency'],
      ['newbie', 'newbie@example.com', 2, 'INTERNAL', ''],
      ['gbm', 'gbm@example.com', 2, 'INTERNAL', ''],
      // A new username with an e-mail an account has: the same person.
      ['grace', 'GBM@example.com', 2, 'INTERNAL', ''],
      ['studio', 'studio@example.com', 6, 'agency', 'Harbor Studio'],
    ]);
    const response = await upload('users', bytes, 'users.xlsx', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['gbm', 'grace']);

    const signIn = await call('/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'newbie', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual({ message: 'INVALID_CREDENTIALS' });
    expect(db.users.find((u) => u.username === 'newbie')).toMatchObject({
      role: 2,
      type: 'INTERNAL',
      email: 'newbie@example.com',
      status: 'ACTIVE',
      password: NO_PASSWORD,
      resetStatus: false,
    });
    // An agency user also becomes an agency, so projects can be created for it.
    const studio = db.users.find((u) => u.username === 'studio');
    expect(studio).toMatchObject({ role: 6, type: 'AGENCY' });
    expect(db.agencies).toContainEqual(expect.objectContaining({ agencyName: 'Harbor Studio', username: 'studio', userId: studio?.userId }));
    // The importer is told.
    expect(db.notifications.some((n) => n.userId === 1 && n.notification.includes('<b>2</b> records added'))).toBe(true);
  });

  it('reads a header in another case, with spaces, in another order, without the optional column', async () => {
    const token = await signInAs('tech');
    const bytes = await workbook([
      ['E Mail', '  User Name ', 'ROLE', 'Type'],
      ['solo@example.com', 'solo', 5, 'INTERNAL'],
    ]);
    const response = await upload('users', bytes, 'users.xlsx', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(db.users.find((u) => u.username === 'solo')).toMatchObject({ role: 5, email: 'solo@example.com' });
  });

  it.each([1, 2, 3, 8])("refuses a technical user's workbook with a role %i row whole: the row named, the roles it may import, nobody created", async (role) => {
    const token = await signInAs('tech');
    const before = db.users.length;
    const bytes = await workbook([
      usersHeader,
      ['fine', 'fine@example.com', 6, 'AGENCY', 'Harbor Studio'],
      ['eve', 'eve@example.com', role, 'INTERNAL', ''],
    ]);
    const response = await upload('users', bytes, 'users.xlsx', token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please upload valid data format',
      problems: [`Row 3: role ${role} (${ROLE_NAMES[role as Role]}) may not be imported by this user: this user may import roles 4, 5, 6, 7`],
    });
    expect(db.users).toHaveLength(before);
    expect(db.users.some((u) => u.username === 'eve' || u.username === 'fine')).toBe(false);
    expect((await postJson('/authenticate', { username: 'eve', password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('refuses a role 1 row to an admin too (no admin is made from a spreadsheet), and a row of an existing admin', async () => {
    const token = await signInAs('admin');
    const before = db.users.length;
    const response = await upload('users', await workbook([usersHeader, ['root', 'root@example.com', 1, 'INTERNAL']]), 'users.xlsx', token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please upload valid data format',
      problems: ['Row 2: role 1 (Admin) may not be imported by this user: this user may import roles 2, 3, 4, 5, 6, 7, 8'],
    });
    const again = await upload('users', await workbook([usersHeader, ['admin', 'admin@example.com', 1, 'INTERNAL']]), 'users.xlsx', await signInAs('tech'));
    expect(again.status).toBe(400);
    expect(db.users).toHaveLength(before);
  });

  it("creates an admin's technical user (role 8)", async () => {
    const token = await signInAs('admin');
    const response = await upload('users', await workbook([usersHeader, ['builder', 'builder@example.com', 8, 'INTERNAL']]), 'users.xlsx', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(db.users.find((u) => u.username === 'builder')).toMatchObject({ role: 8, type: 'INTERNAL', resetStatus: false, password: NO_PASSWORD });
  });

  it("lets an imported user in only through 'Forgot Password': the temporary password signs in with resetStatus false, then the user's own", async () => {
    const token = await signInAs('tech');
    expect((await upload('users', await workbook([usersHeader, ['pm', 'pm@example.com', 4, 'INTERNAL']]), 'users.xlsx', token)).status).toBe(200);
    expect((await postJson('/authenticate', { username: 'pm', password: DEMO_PASSWORD })).status).toBe(401);

    expect(await (await call('/api/forgot_password/pm%40example.com', { method: 'POST' })).text()).toBe('Valid');
    // What the e-mail would bring: the demo shows it nowhere.
    const temporary = db.users.find((u) => u.username === 'pm')?.temporaryPassword ?? '';
    const first = await signInAs('pm', temporary);
    expect(decodePart(first, 1)).toMatchObject({ sub: 'pm', Role: 4, resetStatus: false });
    expect(await (await postJson('/api/reset/password/', [temporary, 'Chosen#2024'], first)).text()).toBe('success');
    expect(decodePart(await signInAs('pm', 'Chosen#2024'), 1)).toMatchObject({ resetStatus: true });
  });

  it('answers 400 Please upload valid data format for wrong columns, and creates nobody', async () => {
    const token = await signInAs('admin');
    const before = db.users.length;
    const response = await upload('users', await workbook([['name', 'mail'], ['x', 'x@example.com']]), 'users.xlsx', token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; problems: string[] };
    expect(body.message).toBe('Please upload valid data format');
    expect(body.problems[0]).toMatch(/Missing column\(s\): username, email, role, type/);
    expect(db.users).toHaveLength(before);
  });

  it('answers 400 for an empty sheet and for a sheet with a header only', async () => {
    const token = await signInAs('admin');
    const empty = await upload('users', await workbook([]), 'users.xlsx', token);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Please upload valid data format', problems: ['The first sheet is empty'] });
    const headerOnly = await upload('users', await workbook([usersHeader]), 'users.xlsx', token);
    expect(headerOnly.status).toBe(400);
    expect(await headerOnly.json()).toEqual({ message: 'Please upload valid data format', problems: ['The sheet has a header row but no data rows'] });
  });

  it('answers 400 with the rows that break a rule, and creates nobody (all or nothing)', async () => {
    const token = await signInAs('admin');
    const before = db.users.length;
    const bytes = await workbook([
      usersHeader,
      ['fine', 'fine@example.com', 3, 'INTERNAL', ''],
      ['bad', 'not-an-email', 9, 'INTERNAL', ''],
      ['agent', 'agent@example.com', 7, 'INTERNAL', ''],
    ]);
    const response = await upload('users', bytes, 'users.xlsx', token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; problems: string[] };
    expect(body.message).toBe('Please upload valid data format');
    expect(body.problems).toEqual([
      expect.stringMatching(/^Row 3: email/),
      expect.stringMatching(/^Row 3: role/),
      expect.stringMatching(/^Row 4: type INTERNAL does not match role 7/),
    ]);
    expect(db.users).toHaveLength(before);
  });

  it('answers 400 for a file that is not an .xlsx workbook, and for an old binary .xls', async () => {
    const token = await signInAs('admin');
    const text = new TextEncoder().encode('username,email\n'.repeat(100));
    const notXlsx = await upload('users', text, 'users.xlsx', token);
    expect(notXlsx.status).toBe(400);
    expect(await notXlsx.json()).toMatchObject({ message: 'Please upload valid data format' });

    // The Compound File header of Excel 97-2003 workbooks: exceljs cannot read them.
    const xls = new Uint8Array(2048);
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const old = await upload('users', xls, 'users.xls', token);
    expect(old.status).toBe(400);
    const body = (await old.json()) as { message: string; problems: string[] };
    expect(body.message).toBe('Please upload valid data format');
    expect(body.problems[0]).toMatch(/\.xls/);
  });

  it('answers 400 without a file', async () => {
    const token = await signInAs('admin');
    const response = await call(PATH.users, { method: 'POST', body: new FormData(), token });
    expect(response.status).toBe(400);
  });

  it.each(['gbm', 'gagency', 'lpm'] as const)('answers 403 to %s (roles 1 and 8 only)', async (username) => {
    const token = await signInAs(username);
    const response = await upload('users', await workbook([usersHeader, ['x1', 'x1@example.com', 2, 'INTERNAL']]), 'users.xlsx', token);
    expect(response.status).toBe(403);
    expect(db.users.some((u) => u.username === 'x1')).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const form = new FormData();
    form.append('file', new NodeBlob([await workbook([usersHeader])]) as unknown as Blob, 'users.xlsx');
    expect((await call(PATH.users, { method: 'POST', body: form })).status).toBe(401);
  });
});

describe('POST /api/import_amp_projects_data', () => {
  const existing = () => db.projects[0].projectName;

  it('creates the new projects (creation status "", seen by their agency) and answers the ones already registered', async () => {
    const token = await signInAs('tech');
    const name = existing();
    const bytes = await workbook([
      projectsHeader,
      ['Imported Launch', 'aurora skin', 'gagency', 'A launch site', 'gbm'],
      [name.toUpperCase(), 'Zenith Foods', 'lagency', 'Same name as a seeded one', 'lbm'],
      ['Imported Launch', 'Zenith Foods', 'lagency', 'Named twice in the sheet', 'lbm'],
    ]);
    const response = await upload('projects', bytes, 'projects.xlsx', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([name.toUpperCase(), 'Imported Launch']);

    const created = db.projects.filter((p) => p.projectName === 'Imported Launch');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      projectCreationStatus: '',
      projectSummary: 'A launch site',
      projectBrand: { brandName: 'Aurora Skin' },
      dfcUser: { username: 'gagency' },
      projectCreator: { username: 'gbm' },
    });
    // It appears in the agency's My Projects.
    const agencyToken = await signInAs('gagency');
    const mine = (await (await call('/api/assignedprojects/', { token: agencyToken })).json()) as { projectName: string; projectCreationStatus: string }[];
    expect(mine).toContainEqual(expect.objectContaining({ projectName: 'Imported Launch', projectCreationStatus: '' }));
  });

  it('answers 400 for a brand, agency or creator that does not exist, and creates nothing', async () => {
    const token = await signInAs('admin');
    const before = db.projects.length;
    const bytes = await workbook([
      projectsHeader,
      ['Good One', 'Aurora Skin', 'gagency', 'fine', 'gbm'],
      ['Bad One', 'No Such Brand', 'gbm', 'agency is no agency', 'tech'],
    ]);
    const response = await upload('projects', bytes, 'projects.xlsx', token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; problems: string[] };
    expect(body.message).toBe('Please upload valid data format');
    expect(body.problems).toEqual([
      expect.stringMatching(/^Row 3: brand 'No Such Brand'/),
      expect.stringMatching(/^Row 3: agency 'gbm'/),
      expect.stringMatching(/^Row 3: creator 'tech'/),
    ]);
    expect(db.projects).toHaveLength(before);
  });

  it('answers 400 for the users columns', async () => {
    const token = await signInAs('admin');
    const response = await upload('projects', await workbook([usersHeader, ['a', 'a@example.com', 2, 'INTERNAL']]), 'p.xlsx', token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Please upload valid data format' });
  });

  it('answers 403 to role 2', async () => {
    const token = await signInAs('gbm');
    const response = await upload('projects', await workbook([projectsHeader, ['P', 'Aurora Skin', 'gagency', 's', 'gbm']]), 'p.xlsx', token);
    expect(response.status).toBe(403);
  });
});
