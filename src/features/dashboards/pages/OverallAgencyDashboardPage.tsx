export { OverallAgencyDashboardPage as default } from './AgencyDashboardPage';
