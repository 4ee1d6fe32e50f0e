import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { dashboardTexts } from '../../../texts/dashboards';
import { PerformanceCardSet } from '../components/overview/PerformanceCardSet';
import { PerformanceSection } from '../components/overview/PerformanceSection';
import { SeoSection } from '../components/overview/SeoSection';

const t = dashboardTexts.overview;

/**
 * /overview/Dashboard (seed 001 section 2): SEO Metrics Dashboard (seven chart pairs), Performance
 * Metrics Dashboard (six chart pairs) and the project performance card set. Each part loads (and
 * fails, with a Retry) on its own.
 */
export default function DashboardPage() {
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <SeoSection />
      <PerformanceSection />
      <PerformanceCardSet />
    </Container>
  );
}
