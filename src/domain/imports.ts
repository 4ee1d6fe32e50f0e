/**
 * Excel imports (seed 001 sections 2-5 and 7-9): /ImportAmpUsersData and /ImportAmpProjectsData
 * (roles 1 and 8) upload a workbook in the multipart field `file` to
 * POST /api/import_amp_users_data or /api/import_amp_projects_data; the answer is the list of
 * names that were already registered.
 *
 * The workbook's columns are ours (the seeds name none), documented here, in the downloadable
 * template and in docs/features.md. Both the mock backend and the page's preview read a workbook the
 * same way: the first sheet; its first non-empty row is the header, which must name every
 * required column (case and spaces ignored, in any order; other columns are ignored); every
 * non-empty row after it is a record.
 */
import * as z from 'zod/mini';
import { loose } from './contract/check';
import { ALL_ROLES, ROLE, ROLE_NAMES, type Role } from './roles';

export type ImportKind = 'users' | 'projects';

export interface ImportColumn {
  /** The header the template writes (matched case- and space-insensitively). */
  header: string;
  required: boolean;
  /** What the column holds (the template's Columns sheet and docs/features.md). */
  meaning: string;
}

export interface ImportDef {
  kind: ImportKind;
  /** The route (seed 000 section 2). */
  path: string;
  /** As the user menu names the page (seed 000 section 2; seed 001: 'Title supplied by the caller'). */
  title: string;
  columns: readonly ImportColumn[];
  /** One example record, in the order of `columns` (the template's second row). */
  example: readonly string[];
  templateFileName: string;
}

/**
 * Ours (the seeds let roles 1 and 8 import users and say no more): the roles each importer may
 * give the accounts of a users workbook. No admin account is ever made from a spreadsheet; a
 * technical user makes project managers and agency users only: never an admin, never an approver
 * (the brand managers, 2 and 3), never another technical user. Any other role imports no user.
 */
export const IMPORTABLE_ROLES: Readonly<Partial<Record<Role, readonly Role[]>>> = {
  [ROLE.ADMIN]: [2, 3, 4, 5, 6, 7, 8],
  [ROLE.TECHNICAL_USER]: [4, 5, 6, 7],
};

/** The roles an importer of this role may give imported accounts (none for a role that imports no user). */
export function rolesImportableBy(importerRole: number | null | undefined): readonly Role[] {
  return importerRole == null ? [] : (IMPORTABLE_ROLES[importerRole as Role] ?? []);
}

/** '2 Global Brand Manager, 3 Local Brand Manager, …': the roles with their names, for the column's meaning. */
const roleList = (roles: readonly Role[]) => roles.map((r) => `${r} ${ROLE_NAMES[r]}`).join(', ');

export const IMPORTS: Record<ImportKind, ImportDef> = {
  users: {
    kind: 'users',
    path: '/ImportAmpUsersData',
    title: 'Import AMP Users',
    columns: [
      { header: 'username', required: true, meaning: 'Sign-in name: letters, digits, dot, dash or underscore, unique' },
      { header: 'email', required: true, meaning: 'E-mail address, unique' },
      {
        header: 'role',
        required: true,
        meaning:
          `Role number (${roleList(rolesImportableBy(ROLE.ADMIN))}): an admin imports roles ${rolesImportableBy(ROLE.ADMIN).join(', ')}, ` +
          `a technical user roles ${rolesImportableBy(ROLE.TECHNICAL_USER).join(', ')}; no admin account is imported`,
      },
      { header: 'type', required: true, meaning: 'AGENCY for roles 6 and 7, INTERNAL for the others' },
      { header: 'agency', required: false, meaning: "An agency user's agency name (optional: the username when empty; ignored for INTERNAL users)" },
    ],
    example: ['jdoe', 'jdoe@example.com', '6', 'AGENCY', 'Harbor Studio'],
    templateFileName: 'amp_users_template.xlsx',
  },
  projects: {
    kind: 'projects',
    path: '/ImportAmpProjectsData',
    title: 'Import AMP Projects',
    columns: [
      { header: 'projectName', required: true, meaning: 'Project name, unique (case and surrounding spaces ignored)' },
      { header: 'brand', required: true, meaning: 'Brand name as the brand list spells it' },
      { header: 'agency', required: true, meaning: 'Username of the agency user (TYPE AGENCY) the project is for' },
      { header: 'summary', required: true, meaning: 'Project summary' },
      { header: 'creator', required: true, meaning: 'Username of the user who creates it (roles 2, 3, 6 or 7)' },
    ],
    example: ['Aurora Summer Campaign', 'Aurora Skin', 'gagency', 'Landing pages for the summer campaign', 'gbm'],
    templateFileName: 'amp_projects_template.xlsx',
  },
};

export const IMPORT_KINDS: readonly ImportKind[] = ['users', 'projects'];

/** The import a route path names (trailing slash and case of the path aside), or null. */
export function importKindOfPath(pathname: string): ImportKind | null {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return IMPORT_KINDS.find((kind) => IMPORTS[kind].path.toLowerCase() === wanted) ?? null;
}

/** The wire message of a workbook that cannot be imported (seed 001 section 8). */
export const IMPORT_WRONG_FORMAT = 'Please upload valid data format';

/* ---------- reading a sheet ---------- */

/** One row of a sheet as the cells' displayed texts, with its row number (1-based, as Excel counts). */
export interface GridRow {
  rowNumber: number;
  cells: string[];
}

/** The part of a spreadsheet library's worksheet that gridOf reads (exceljs' Worksheet has it). */
export interface SheetLike {
  eachRow(options: { includeEmpty: boolean }, callback: (row: RowLike, rowNumber: number) => void): void;
}
export interface RowLike {
  eachCell(options: { includeEmpty: boolean }, callback: (cell: { text: string }, columnNumber: number) => void): void;
}

/** A cell's displayed text, trimmed ('' when the library cannot render it). */
function cellText(cell: { text: string }): string {
  try {
    return String(cell.text ?? '').trim();
  } catch {
    return '';
  }
}

/** The sheet's rows as trimmed texts (empty rows left out); at most `maxRows` rows when given. */
export function gridOf(sheet: SheetLike, maxRows = Number.POSITIVE_INFINITY): GridRow[] {
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length >= maxRows) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c !== '')) rows.push({ rowNumber, cells: filled });
  });
  return rows;
}

/** A header as compared: without spaces, lower case ('Project Name' reads as 'projectname'). */
export const normalHeader = (text: string) => text.replace(/\s+/g, '').toLowerCase();

export type HeaderCheck =
  | { ok: true; indexes: Record<string, number>; ignored: string[] }
  | { ok: false; missing: string[]; duplicated: string[] };

/**
 * Whether a header row names every required column of the import (case and spaces ignored, any
 * order); `indexes` gives each known column's position (-1 for an absent optional one).
 */
export function checkHeader(kind: ImportKind, header: readonly string[]): HeaderCheck {
  const normal = header.map((h) => normalHeader(h ?? ''));
  const indexes: Record<string, number> = {};
  const missing: string[] = [];
  const duplicated: string[] = [];
  for (const column of IMPORTS[kind].columns) {
    const wanted = normalHeader(column.header);
    const at = normal.flatMap((h, i) => (h === wanted ? [i] : []));
    if (at.length > 1) duplicated.push(column.header);
    if (at.length === 0 && column.required) missing.push(column.header);
    indexes[column.header] = at[0] ?? -1;
  }
  if (missing.length > 0 || duplicated.length > 0) return { ok: false, missing, duplicated };
  const known = new Set(Object.values(indexes));
  const ignored = header.filter((h, i) => h && !known.has(i));
  return { ok: true, indexes, ignored };
}

/** A record: each known column's text ('' when absent), with the row number. */
export interface ImportRecord {
  rowNumber: number;
  values: Record<string, string>;
}

export type SheetReading =
  | { ok: true; header: GridRow; records: ImportRecord[]; ignored: string[] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'columns'; header: GridRow; missing: string[]; duplicated: string[] };

/** Reads a sheet's grid as records of the import: header first, then every non-empty row. */
export function readSheet(kind: ImportKind, grid: readonly GridRow[]): SheetReading {
  const [header, ...rows] = grid;
  if (!header) return { ok: false, problem: 'empty' };
  const check = checkHeader(kind, header.cells);
  if (!check.ok) return { ok: false, problem: 'columns', header, missing: check.missing, duplicated: check.duplicated };
  const records = rows.map((row) => ({
    rowNumber: row.rowNumber,
    values: Object.fromEntries(Object.entries(check.indexes).map(([name, i]) => [name, i >= 0 ? (row.cells[i] ?? '') : ''])),
  }));
  return { ok: true, header, records, ignored: check.ignored };
}

/** Why a sheet cannot be imported, in the words the mock answers with (none when it can). */
export function sheetProblems(kind: ImportKind, reading: SheetReading): string[] {
  if (reading.ok) return reading.records.length === 0 ? ['The sheet has a header row but no data rows'] : [];
  if (reading.problem === 'empty') return ['The first sheet is empty'];
  const expected = IMPORTS[kind].columns.map((c) => (c.required ? c.header : `${c.header} (optional)`)).join(', ');
  return [
    ...(reading.missing.length ? [`Missing column(s): ${reading.missing.join(', ')}`] : []),
    ...(reading.duplicated.length ? [`Column(s) named twice: ${reading.duplicated.join(', ')}`] : []),
    `The first row must name the columns: ${expected}`,
  ];
}

/* ---------- the records' own rules (references to other data are the server's to check) ---------- */

const USERNAME = /^[A-Za-z0-9._-]{1,50}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AGENCY_ROLES: readonly number[] = [ROLE.GLOBAL_AGENCY, ROLE.LOCAL_AGENCY];

export type UserType = 'AGENCY' | 'INTERNAL';

export interface UserRecord {
  username: string;
  email: string;
  role: (typeof ALL_ROLES)[number];
  type: UserType;
  /** The agency's name ('' when not given). */
  agency: string;
}

export interface ProjectRecord {
  projectName: string;
  brand: string;
  agency: string;
  summary: string;
  creator: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const at = (record: ImportRecord, what: string) => `Row ${record.rowNumber}: ${what}`;

/** A users record, checked: username, e-mail, role 1-8, type AGENCY / INTERNAL matching the role. */
export function parseUserRecord(record: ImportRecord): Parsed<UserRecord> {
  const { username = '', email = '', role: roleText = '', type: typeText = '', agency = '' } = record.values;
  const problems: string[] = [];
  if (!USERNAME.test(username)) problems.push(at(record, `username '${username}' must be 1 to 50 letters, digits, dots, dashes or underscores`));
  if (!EMAIL.test(email)) problems.push(at(record, `email '${email}' is not an e-mail address`));
  const role = /^\d+$/.test(roleText) ? Number(roleText) : NaN;
  if (!(ALL_ROLES as readonly number[]).includes(role)) problems.push(at(record, `role '${roleText}' must be a number from 1 to 8`));
  const type = typeText.toUpperCase();
  if (type !== 'AGENCY' && type !== 'INTERNAL') problems.push(at(record, `type '${typeText}' must be AGENCY or INTERNAL`));
  else if ((ALL_ROLES as readonly number[]).includes(role) && (type === 'AGENCY') !== AGENCY_ROLES.includes(role)) {
    problems.push(at(record, `type ${type} does not match role ${role} (AGENCY for roles 6 and 7, INTERNAL for the others)`));
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { username, email, role: role as UserRecord['role'], type: type as UserType, agency } };
}

/** A users record whose role the importer may not give: its row and the role it asks for. */
export interface ForbiddenRole {
  rowNumber: number;
  role: Role;
}

/**
 * The records that ask for a role the importer may not give (IMPORTABLE_ROLES), in row order. A
 * role that is no role at all is parseUserRecord's to refuse, not this check's.
 */
export function forbiddenRoles(importerRole: number | null | undefined, records: readonly ImportRecord[]): ForbiddenRole[] {
  const allowed = rolesImportableBy(importerRole);
  return records.flatMap((record) => {
    const text = record.values.role ?? '';
    const role = /^\d+$/.test(text) ? Number(text) : NaN;
    return (ALL_ROLES as readonly number[]).includes(role) && !(allowed as readonly number[]).includes(role)
      ? [{ rowNumber: record.rowNumber, role: role as Role }]
      : [];
  });
}

/** The row problem of a forbidden role, as the mock answers it (in the words of the other row problems). */
export function forbiddenRoleProblem(importerRole: number | null | undefined, { rowNumber, role }: ForbiddenRole): string {
  const allowed = rolesImportableBy(importerRole);
  const may = allowed.length > 0 ? `this user may import roles ${allowed.join(', ')}` : 'this user may import no role';
  return `Row ${rowNumber}: role ${role} (${ROLE_NAMES[role]}) may not be imported by this user: ${may}`;
}

/** A projects record, checked: every column filled. */
export function parseProjectRecord(record: ImportRecord): Parsed<ProjectRecord> {
  const columns = ['projectName', 'brand', 'agency', 'summary', 'creator'] as const;
  const empty = columns.filter((c) => !record.values[c]);
  if (empty.length > 0) return { ok: false, problems: [at(record, `${empty.join(', ')} must not be empty`)] };
  const [projectName, brand, agency, summary, creator] = columns.map((c) => record.values[c]);
  return { ok: true, value: { projectName, brand, agency, summary, creator } };
}

/** The name a record is registered under (the answer lists these). */
export const recordName = (kind: ImportKind, record: ImportRecord) =>
  kind === 'users' ? (record.values.username ?? '') : (record.values.projectName ?? '');

/* ---------- the answer ---------- */

function nameOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim();
  if (typeof entry === 'number') return String(entry);
  if (typeof entry === 'object' && entry !== null) {
    for (const key of ['username', 'projectName', 'name'] as const) {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value === 'string') return value.trim();
    }
  }
  return null;
}

/** A name of the answer: text, a number, or an object carrying it as username, projectName or name. */
const RegisteredName = z.union([z.string(), z.number(), loose({ username: z.optional(z.string()), projectName: z.optional(z.string()), name: z.optional(z.string()) })]);

/** The import's answer on the wire: a list of names already registered, bare or wrapped as {result} or {data}. */
export const RegisteredNamesAnswer = z.union([
  z.array(RegisteredName),
  loose({ result: z.array(RegisteredName) }),
  loose({ data: z.array(RegisteredName) }),
]);
export type RegisteredNamesAnswer = z.infer<typeof RegisteredNamesAnswer>;

/** The multipart body of an import (field `file`). */
export const ImportForm = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData);

/**
 * The names of the answer (seed 001 section 7: 'a list of names already registered'): a bare
 * array, or one wrapped as {result} or {data}; entries are names, or objects with username,
 * projectName or name. Null when the answer is no such list.
 */
export function registeredNames(data: unknown): string[] | null {
  let list = data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const wrapped = data as Record<string, unknown>;
    list = Array.isArray(wrapped.result) ? wrapped.result : wrapped.data;
  }
  if (!Array.isArray(list)) return null;
  const names = list.map(nameOf);
  return names.every((n): n is string => n !== null) ? names.filter((n) => n !== '') : null;
}

/** What a finished import says (seed 001 section 8): nothing registered before, or these names. */
export type ImportResult = { kind: 'uploaded' } | { kind: 'registered'; names: string[] };

export const importResult = (names: readonly string[]): ImportResult =>
  names.length === 0 ? { kind: 'uploaded' } : { kind: 'registered', names: [...names] };

/** The text of an error body: a string, or {message} / {error}. */
function bodyMessage(body: unknown): string {
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
    }
  }
  return '';
}

/** A 400 whose body says the data format is wrong (the seed's 'Please upload valid data format'). */
export function isWrongFormatRefusal(status: number, body: unknown): boolean {
  return status === 400 && /valid data format/i.test(bodyMessage(body));
}

/** Extension: the reasons a wrong-format answer may list (`problems`, strings), at most `max`. */
export function refusalProblems(body: unknown, max = 20): string[] {
  const problems = typeof body === 'object' && body !== null ? (body as { problems?: unknown }).problems : undefined;
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string').slice(0, max) : [];
}
