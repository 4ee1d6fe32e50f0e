import { AreaPlaceholder } from '../../../components/AreaPlaceholder';

/** Placeholder until the Projects area is built (a later issue replaces this page). */
export default function ProjectsAreaPage() {
  return <AreaPlaceholder area="Projects" />;
}
