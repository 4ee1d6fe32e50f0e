import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Project Wizard area is built (a later issue replaces this page). */
export default function WizardAreaPage() {
  return <AreaPlaceholder area="Project Wizard" />;
}
