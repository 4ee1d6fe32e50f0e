/** The table `techTeam`: the static web app pipelines and the project uploads of the tech team's chain. */
import { environmentKind } from '../../src/domain/techTeam';
import { buildServerTable } from '../buildServer/buildServer';
import { defineTable } from '../core/tables';

/* ---------- the table: static web app pipelines and project uploads ---------- */

export interface StaticWebAppRecord {
  projectId: number;
  /** userId of who created the pipeline. */
  createdBy: number;
  /** ISO (mock clock). */
  createdAt: string;
}

export interface ProjectUploadRecord {
  uploadId: number;
  projectId: number;
  name: string;
  size: number;
  /** Non-empty lines after the header line. */
  rows: number;
  /** userId of who uploaded it. */
  by: number;
  /** ISO (mock clock). */
  at: string;
}

declare module '../core/types' {
  interface DbState {
    /** The static web apps whose pipeline GET /api/static_web_app created. */
    staticWebApps: StaticWebAppRecord[];
    /** What POST /api/v2/uploadappdata received (never the content). */
    projectUploads: ProjectUploadRecord[];
  }
  interface Sequences {
    uploadId: number;
  }
}

export const techTeamTable = defineTable({
  name: 'techTeam',
  version: 1,
  keys: ['staticWebApps', 'projectUploads'],
  sequences: ['uploadId'],
  dependsOn: [buildServerTable],
  seed: ({ db: state, now }) => ({
    staticWebApps: state.projects
      .filter((p) => environmentKind(p.envUrl) === 'staticSite')
      .map((p) => ({ projectId: p.projectId, createdBy: p.techUser?.userId ?? 0, createdAt: new Date(now).toISOString() })),
    projectUploads: [],
    sequences: { uploadId: 1 },
  }),
});
