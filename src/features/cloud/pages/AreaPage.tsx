import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Cloud Plans area is built (a later issue replaces this page). */
export default function CloudAreaPage() {
  return <AreaPlaceholder area="Cloud Plans" />;
}
