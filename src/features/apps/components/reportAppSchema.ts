import { array, mixed, object, string } from 'yup';
import { SONAR_REPORT_TYPE, type AppRead, type ReportType } from '../../../domain/apps';
import { appPageTexts } from '../../../texts/apps';

const f = appPageTexts.fields;
const m = appPageTexts.messages;

/** What the report-app form holds, as typed; `files` is the Sonar code chosen (at most one .zip). */
export interface ReportAppValues {
  name: string;
  websiteUrl: string;
  reportType: ReportType | '';
  files: File[];
}

export function reportAppValues(app: AppRead | undefined, initialName: string, retryFile: File | null): ReportAppValues {
  return {
    name: app?.name ?? app?.appName ?? initialName,
    websiteUrl: app?.websiteUrl ?? '',
    reportType: (app?.reportType as ReportType | undefined) ?? '',
    files: retryFile ? [retryFile] : [],
  };
}

const isHttp = (url: string) => /^https?:\/\/[^\s/]+/i.test(url.trim());
const isSonar = (reportType: unknown) => reportType === SONAR_REPORT_TYPE;

/**
 * Name and report type required; the website URL an http(s) address unless the report is Sonar's
 * (then it is sent blank) and then the code as a .zip, unless the app already has its code
 * (`hasCode`: an update or view of an app with a reportPath).
 */
export function reportAppSchema(hasCode: boolean) {
  return object({
    name: string().trim().required(m.required(f.name)),
    reportType: string().required(m.required(f.reportType)),
    websiteUrl: string().when('reportType', {
      is: isSonar,
      then: (s) => s,
      otherwise: (s) => s.test('http', m.urlFormat, (url = '') => isHttp(url)),
    }),
    files: array(mixed<File>().required()).when('reportType', {
      is: (reportType: unknown) => isSonar(reportType) && !hasCode,
      then: (s) => s.min(1, m.sonarZipNeeded),
    }),
  });
}
