import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Tech Team area is built (a later issue replaces this page). */
export default function TechTeamAreaPage() {
  return <AreaPlaceholder area="Tech Team" />;
}
