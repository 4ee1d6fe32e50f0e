/**
 * Dashboards (seed 001 section 7, "dashboards"), spelt as the seeds spell them; plus the named
 * extensions for the boards the seeds filled with hard-coded sample data, so that a real backend
 * can take them over (docs/features.md: "Dashboards").
 */
import * as z from 'zod/mini';
import {
  AgencyDashboard,
  AgencyListEntry,
  LifecycleStats,
  OverallRecord,
  PerformanceRecord,
  ProjectListEntry,
  RecommendationsResponse,
  ResourceManagement,
  SeoMonitoring,
  SeoRecord,
} from '../dashboards';
import { defineGroup, get } from './define';

export const dashboardsContract = defineGroup('dashboards', {
  seo: get('/get_dfc_Seodashboard', 'array').returns(z.array(SeoRecord)).allow('dashboards').scoped('dashboard'),
  /** The lowercase variant the seeds also name: the same answer. */
  seoLowercase: get('/get_dfc_seodashboard', 'array').returns(z.array(SeoRecord)).allow('dashboards').scoped('dashboard'),
  performance: get('/get_dfc_performance_dashboard/:projectId', 'object').returns(PerformanceRecord).allow('dashboards', 'project dashboardReader :projectId'),
  projectList: get('/get_dfc_project_list', 'array').returns(z.array(ProjectListEntry)).allow('dashboards').scoped('dashboard'),
  performanceOverall: get('/get_dfc_performanceoverall', 'array').returns(z.array(OverallRecord)).allow('dashboards').scoped('dashboard'),
  recommendations: get('/dfc_recommendations', 'object').returns(RecommendationsResponse).allow('dashboards').scoped('dashboard'),

  /* Extensions (not in the seeds). */
  seoMonitoring: get('/api/ext/seo_monitoring/:projectId', 'object').returns(SeoMonitoring).allow('dashboards', 'project dashboardReader :projectId'),
  lifecycleStats: get('/api/ext/lifecycle_stats/:projectId', 'object').returns(LifecycleStats).allow('dashboards', 'project dashboardReader :projectId'),
  resourceManagement: get('/api/ext/resource_management/:projectId', 'object').returns(ResourceManagement).allow('dashboards', 'project dashboardReader :projectId'),
  agencies: get('/api/ext/agencies', 'array').returns(z.array(AgencyListEntry)).allow('dashboards').scoped('dashboard'),
  overallAgencyDashboard: get('/api/ext/agency_dashboard', 'object').returns(AgencyDashboard).allow('dashboards').scoped('dashboard'),
  agencyDashboard: get('/api/ext/agency_dashboard/:username', 'object').returns(AgencyDashboard).allow('dashboards', 'agency dashboardReader :username'),
});
