import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Git Tools area is built (a later issue replaces this page). */
export default function GitToolsAreaPage() {
  return <AreaPlaceholder area="Git Tools" />;
}
