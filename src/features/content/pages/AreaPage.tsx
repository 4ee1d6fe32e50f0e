import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Content Pages area is built (a later issue replaces this page). */
export default function ContentAreaPage() {
  return <AreaPlaceholder area="Content Pages" />;
}
