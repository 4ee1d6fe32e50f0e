import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Excel Import area is built (a later issue replaces this page). */
export default function ImportsAreaPage() {
  return <AreaPlaceholder area="Excel Import" />;
}
