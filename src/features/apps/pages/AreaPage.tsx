import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Apps area is built (a later issue replaces this page). */
export default function AppsAreaPage() {
  return <AreaPlaceholder area="Apps" />;
}
