import { APP_DEVOPS_STATUS_MAP, PROJECT_DEVOPS_STATUS_MAP, STATUS_ICON_COLOUR, isDevopsStatusMap, resolveDevopsStatus } from './devopsStatus';

describe('devops status maps', () => {
  it('labels the project setup pipeline', () => {
    expect(PROJECT_DEVOPS_STATUS_MAP['DFC-PROJECT-SETUP-PIPELINE-SUCCESS']).toEqual({ status: 'success', label: 'Devops Project Setup Completed' });
    expect(PROJECT_DEVOPS_STATUS_MAP['DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS']).toEqual({ status: 'in_progress', label: 'Devops Project Setup In Progress' });
  });

  it('words the IAC pipeline per scope', () => {
    expect(PROJECT_DEVOPS_STATUS_MAP['DFC-IAC-PIPELINE-FAILURE'].label).toBe('Project Infra Setup Failed');
    expect(APP_DEVOPS_STATUS_MAP['DFC-IAC-PIPELINE-FAILURE'].label).toBe('App Infra Setup Failed');
  });

  it('keeps the documented spelling and casing', () => {
    expect(APP_DEVOPS_STATUS_MAP['DFC-INFRA-DETAIL-PIPELINE-SUCCESS'].label).toBe('App Infra Detaile Fetch Completed');
    expect(APP_DEVOPS_STATUS_MAP['DFC-Report-Pipeline-IN-PROGRESS']).toEqual({ status: 'in_progress', label: 'Report Generation In Progress' });
    expect(APP_DEVOPS_STATUS_MAP['DFC-CI-CD-PIPELINE-SUCCESS'].label).toBe('Last Build Successful');
    expect(APP_DEVOPS_STATUS_MAP['DFC-REPO-SETUP-PIPELINE-PENDING']).toEqual({ status: 'pending', label: 'App Repo Setup Pending' });
  });

  it('maps classes to icon colours', () => {
    expect(STATUS_ICON_COLOUR).toEqual({ success: 'green', failed: 'red', pending: 'grey', in_progress: 'orange' });
  });

  it('reads an unknown code as pending and validates stored maps', () => {
    expect(resolveDevopsStatus(APP_DEVOPS_STATUS_MAP, 'X')).toEqual({ status: 'pending', label: 'X' });
    expect(isDevopsStatusMap(APP_DEVOPS_STATUS_MAP)).toBe(true);
    expect(isDevopsStatusMap({ a: { status: 'weird', label: 'x' } })).toBe(false);
    expect(isDevopsStatusMap([])).toBe(false);
  });
});
