import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { SERVICE_NAMES } from '../../../domain/cloud';
import { texts } from '../../../texts';
import { gitToolsTexts } from '../../../texts/gitTools';
import { ApprovedProjectFrame } from '../components/ApprovedProjectFrame';
import { SelectField } from '../components/SelectField';

const t = gitToolsTexts.webService;

/** Plan Selection of a project and a service (the cloud area's route, roles 2 and 8). */
export function planSelectionPath(projectId: number | string, service: string): string {
  return `/ServiceRegionOptions?${new URLSearchParams({ projectId: String(projectId), service })}`;
}

/**
 * /create_web_service (role 2), web service creation (seed 000 sections 2 and 6: "Web service
 * creation: 2"). The seeds give the route and the role only. Ours: the brand manager chooses one of
 * their approved projects (the approved-for-GBM list) and a cloud service, and goes to Plan
 * Selection (/ServiceRegionOptions?projectId=N&service=S, open to role 2) to pick a region and a
 * plan and create the environment. The cloud recommender (/getCloudPlans) is role 8 only, so the
 * service is chosen here.
 */
export default function CreateWebServicePage() {
  const [projectId, setProjectId] = useState('');
  const [service, setService] = useState('');

  return (
    <ApprovedProjectFrame
      list="approvedForGbm"
      texts={t}
      maxWidth="sm"
      selectId="web-service-project"
      projectId={projectId}
      onProjectChange={setProjectId}
      fields={
        <>
          <SelectField id="web-service-service" label={t.service} value={service} onChange={setService}>
            <option value="">{texts.common.select}</option>
            {SERVICE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <div>
            {projectId && service ? (
              <Button variant="contained" component={RouterLink} to={planSelectionPath(projectId, service)}>
                {t.goToPlans}
              </Button>
            ) : (
              <Button variant="contained" disabled>
                {t.goToPlans}
              </Button>
            )}
          </div>
        </>
      }
    />
  );
}
