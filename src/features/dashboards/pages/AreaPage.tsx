import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Dashboards area is built (a later issue replaces this page). */
export default function DashboardsAreaPage() {
  return <AreaPlaceholder area="Dashboards" />;
}
