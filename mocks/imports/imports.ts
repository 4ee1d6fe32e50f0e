/**
 * Excel imports (seed 001 sections 5, 7, 8): the mock reads the uploaded workbook for real with
 * exceljs, creates the new users or projects and answers the names that were already registered.
 *
 * - Only .xlsx (Office Open XML) workbooks can be read: exceljs cannot read the old binary .xls
 *   format, so an .xls workbook (or anything that is not a zip archive) is answered 400
 *   'Please upload valid data format'. A real backend may read .xls; the portal offers both, as
 *   the seed says.
 * - The first sheet is read (src/domain/imports.ts readSheet): its first non-empty row names the
 *   columns (case and spaces ignored), every non-empty row after it is a record. Wrong columns, an
 *   empty sheet or a record that breaks a rule answer 400 {message: 'Please upload valid data
 *   format', problems: [...]}, and nothing is created (an import is all or nothing).
 * - Already registered: a user whose username (case ignored) or e-mail is taken, a project whose
 *   name exists (case and surrounding spaces ignored), or a record named twice in the sheet (its
 *   later rows). These are answered by name and skipped; the others are created.
 * - A users workbook may give only the roles the importer may grant (src/domain/imports.ts
 *   IMPORTABLE_ROLES: an admin 2-8, a technical user 4-7): a row asking for another role refuses
 *   the whole workbook, naming the row and the roles this user may import.
 * - New users get no password (NO_PASSWORD: no password signs them in) and must reset it
 *   (resetStatus false): they ask 'Forgot Password', sign in with the temporary password it
 *   issues and choose their own (mocks/auth/users.ts). Nobody else ever knows a password of
 *   theirs, the importer included. Agency users (roles 6, 7) also become agencies (their agency
 *   name, or their username), so projects can be created for them. New projects are created exactly as POST /api/projectsetup creates them
 *   (creation status '', their agency told), by the record's creator.
 * - The importer finds a notice in the inbox with the counts.
 *
 * exceljs is loaded on the first import only (a lazy chunk of its own, 'xlsx'), so the mock
 * worker starts without it; nothing in src/ imports this module.
 */
import {
  IMPORT_WRONG_FORMAT,
  forbiddenRoleProblem,
  forbiddenRoles,
  gridOf,
  parseProjectRecord,
  parseUserRecord,
  readSheet,
  recordName,
  sheetProblems,
  type ImportKind,
  type ImportRecord,
  type ProjectRecord,
  type UserRecord,
} from '../../src/domain/imports';
import { can } from '../../src/domain/roles';
import { uploadSizeProblem } from '../core/uploads';
import { addNotification } from '../notifications/notifications';
import { createProject, isDuplicateName } from '../projects/projects';
import { NO_PASSWORD } from '../auth/users';
import { db, nextId } from '../core/state';
import type { MockUser } from '../core/types';
import type { Agency } from '../auth/types';
import type { Brand } from '../lookups/types';

export type ImportRefusal = { ok: false; status: 400; message: string; problems: string[] };
export type ImportOutcome = { ok: true; names: string[] } | ImportRefusal;

/** An import done: the names already registered and how many records were added. */
type Done = { ok: true; names: string[]; added: number };

/** At most this many problems are answered (the first ones, by row). */
const MAX_PROBLEMS = 20;

const refused = (message: string, problems: string[] = []): ImportRefusal => ({
  ok: false,
  status: 400,
  message,
  problems: problems.slice(0, MAX_PROBLEMS),
});
const wrongFormat = (problems: string[]) => refused(IMPORT_WRONG_FORMAT, problems);

/** exceljs, loaded on first use. */
async function excel() {
  const module = await import(/* webpackChunkName: "xlsx" */ 'exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
}

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';

/** The records of the workbook's first sheet, or why it cannot be read. */
async function readRecords(kind: ImportKind, file: Blob, name: string): Promise<{ ok: true; records: ImportRecord[] } | ImportRefusal> {
  const bytes = await file.arrayBuffer();
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  // An .xlsx workbook is a zip archive ('PK'); whatever its name says, only that can be read.
  if (head[0] !== 0x50 || head[1] !== 0x4b) {
    return /\.xls$/i.test(name.trim())
      ? wrongFormat([`${name} is an Excel 97-2003 (.xls) workbook, which this server cannot read: save it as .xlsx`])
      : wrongFormat([`${name || 'The file'} is not an .xlsx workbook`]);
  }
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as never);
  } catch {
    return wrongFormat([`${name || 'The file'} could not be read as an .xlsx workbook`]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return wrongFormat(['The workbook has no sheet']);
  const reading = readSheet(kind, gridOf(sheet));
  const problems = sheetProblems(kind, reading);
  if (!reading.ok || problems.length > 0) return wrongFormat(problems);
  return { ok: true, records: reading.records };
}

/* ---------- users ---------- */

const lower = (text: string) => text.trim().toLowerCase();

function userTaken(record: UserRecord): boolean {
  const username = lower(record.username);
  const email = lower(record.email);
  return db.users.some((u) => lower(u.username) === username || lower(u.email) === email) || db.teamMembers.some((m) => lower(m.email) === email);
}

function addUser(record: UserRecord): MockUser {
  const user: MockUser = {
    userId: nextId('userId'),
    username: record.username,
    password: NO_PASSWORD,
    email: record.email,
    displayName: record.username,
    role: record.role,
    type: record.type,
    status: 'ACTIVE',
    resetStatus: false,
    note: 'Imported from Excel',
  };
  if (record.type === 'AGENCY') {
    const agency: Agency = {
      agencyId: Math.max(0, ...db.agencies.map((a) => a.agencyId)) + 1,
      agencyName: record.agency || record.username,
      userId: user.userId,
      username: user.username,
    };
    user.agencyId = agency.agencyId;
    db.agencies.push(agency);
  }
  db.users.push(user);
  return user;
}

/** The importer's users: a row asking for a role the importer may not grant refuses the workbook whole. */
function importUsers(importer: MockUser, records: ImportRecord[]): Done | ImportRefusal {
  const names: string[] = [];
  const fresh: UserRecord[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const forbidden = new Map(forbiddenRoles(importer.role, records).map((f) => [f.rowNumber, f]));
  for (const record of records) {
    const name = recordName('users', record);
    const parsed = parseUserRecord(record);
    const role = forbidden.get(record.rowNumber);
    if (!parsed.ok || role) {
      problems.push(...(parsed.ok ? [] : parsed.problems), ...(role ? [forbiddenRoleProblem(importer.role, role)] : []));
      continue;
    }
    const keys = [`u:${lower(parsed.value.username)}`, `e:${lower(parsed.value.email)}`];
    if (userTaken(parsed.value) || keys.some((k) => seen.has(k))) names.push(name);
    else fresh.push(parsed.value);
    for (const key of keys) seen.add(key);
  }
  if (problems.length > 0) return wrongFormat(problems);
  for (const record of fresh) addUser(record);
  return { ok: true, names, added: fresh.length };
}

/* ---------- projects ---------- */

const findUser = (username: string) => db.users.find((u) => lower(u.username) === lower(username));
const findBrand = (name: string): Brand | undefined => db.brands.find((b) => lower(b.brandName).replace(/\s+/g, ' ') === lower(name).replace(/\s+/g, ' '));

interface ProjectPlan {
  record: ProjectRecord;
  brand: Brand;
  agency: MockUser;
  creator: MockUser;
}

function planProject(record: ImportRecord, value: ProjectRecord): ProjectPlan | string[] {
  const brand = findBrand(value.brand);
  const agency = findUser(value.agency);
  const creator = findUser(value.creator);
  const row = `Row ${record.rowNumber}`;
  const problems = [
    ...(brand ? [] : [`${row}: brand '${value.brand}' is not in the brand list`]),
    ...(agency?.type === 'AGENCY' ? [] : [`${row}: agency '${value.agency}' is not an agency user`]),
    ...(creator && creator.status === 'ACTIVE' && can(creator.role, 'createProject')
      ? []
      : [`${row}: creator '${value.creator}' is not an active user who may create projects (roles 2, 3, 6, 7)`]),
  ];
  return brand && agency && creator && problems.length === 0 ? { record: value, brand, agency, creator } : problems;
}

function importProjects(records: ImportRecord[]): Done | ImportRefusal {
  const names: string[] = [];
  const plans: ProjectPlan[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const parsed = parseProjectRecord(record);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    const key = lower(parsed.value.projectName);
    if (isDuplicateName(parsed.value.projectName) || seen.has(key)) names.push(parsed.value.projectName);
    else {
      const plan = planProject(record, parsed.value);
      if (Array.isArray(plan)) problems.push(...plan);
      else plans.push(plan);
    }
    seen.add(key);
  }
  if (problems.length > 0) return wrongFormat(problems);
  for (const { record, brand, agency, creator } of plans) {
    const created = createProject(creator, {
      projectName: record.projectName,
      projectSummary: record.summary,
      projectBrand: { brandId: brand.brandId },
      dfcUser: { userId: agency.userId },
    });
    // Checked above; a refusal here would be a rule of createProject this import does not know.
    if (!created.ok) return refused(created.message);
  }
  return { ok: true, names, added: plans.length };
}

/* ---------- the import ---------- */

const NOUN: Record<ImportKind, string> = { users: 'users', projects: 'projects' };

/**
 * POST /api/import_amp_users_data and /api/import_amp_projects_data: the workbook of the
 * multipart field `file`. 200 with the names already registered, or 400.
 */
export async function importWorkbook(user: MockUser, kind: ImportKind, file: unknown): Promise<ImportOutcome> {
  if (!isBlob(file)) return refused('No file: send the workbook in the multipart field "file"');
  const sizeProblem = uploadSizeProblem(file.size);
  if (sizeProblem) return refused(sizeProblem);
  const name = typeof (file as File).name === 'string' ? (file as File).name : '';
  const read = await readRecords(kind, file, name);
  if (!read.ok) return read;
  const done = kind === 'users' ? importUsers(user, read.records) : importProjects(read.records);
  if (!done.ok) return done;
  addNotification(
    user.userId,
    `Import of AMP ${NOUN[kind]} finished: <b>${done.added}</b> records added, <i>${done.names.length}</i> already registered.`,
  );
  return { ok: true, names: done.names };
}
