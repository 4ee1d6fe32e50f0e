/**
 * The content seed (data: ./pages/<page>.html holds a page's item bodies, one a line, in the order
 * of its titles in ./titles.ts). Content is HTML with h3 / h4 headings, paragraphs, lists, bold,
 * italic and links only (what the portal's editor writes); static text, nothing from a user.
 */
import aboutDfc from './pages/about_dfc.html';
import supportedFeatures from './pages/supported_features.html';
import dataPrivacy from './pages/data_privacy.html';
import escalationMatrix from './pages/escalation_matrix.html';
import marketingCode from './pages/marketing_code.html';
import ethicsCompliance from './pages/ethics_compliance.html';
import brandStandards from './pages/brand_standards.html';
import accessibilityStandards from './pages/accessibility_standards.html';
import codingStandards from './pages/Coding_standards.html';
import identityAccessManagementStandards from './pages/identity_access_management_standards.html';
import martechStandards from './pages/martech_standards.html';
import mobileApplicationStandards from './pages/mobile_application_standards.html';
import webStandards from './pages/Web_standards.html';
import domainNameGuidelines from './pages/domain_name_guidelines.html';
import mobileApplicationGuidelines from './pages/Mobile_Application_Guidelines.html';
import userDataGuidelines from './pages/User_Data_Guidelines.html';
import vendorOrPartnerComplianceGuidelines from './pages/vendor_or_Partner_compliance_guidelines.html';
import websiteGuidelines from './pages/Website_Guidelines.html';
import marketingConsentChannelGuidelines from './pages/marketing_consent_and_channel_guidelines.html';
import whatsAStarterKit from './pages/whats_a_starter_kit.html';
import tiersContentGuidelinesTemplates from './pages/tiers_content_guidelines_and_templates.html';
import standardsBestPractices from './pages/standards_and_best_practices.html';
import { CONTENT_TITLES } from './titles';

/** Each page's HTML file. */
const PAGE_HTML: Record<string, string> = {
  about_dfc: aboutDfc,
  supported_features: supportedFeatures,
  data_privacy: dataPrivacy,
  escalation_matrix: escalationMatrix,
  marketing_code: marketingCode,
  ethics_compliance: ethicsCompliance,
  brand_standards: brandStandards,
  accessibility_standards: accessibilityStandards,
  Coding_standards: codingStandards,
  identity_access_management_standards: identityAccessManagementStandards,
  martech_standards: martechStandards,
  mobile_application_standards: mobileApplicationStandards,
  Web_standards: webStandards,
  domain_name_guidelines: domainNameGuidelines,
  Mobile_Application_Guidelines: mobileApplicationGuidelines,
  User_Data_Guidelines: userDataGuidelines,
  vendor_or_Partner_compliance_guidelines: vendorOrPartnerComplianceGuidelines,
  Website_Guidelines: websiteGuidelines,
  'marketing_consent_&_channel_guidelines': marketingConsentChannelGuidelines,
  whats_a_starter_kit: whatsAStarterKit,
  'tiers_content_guidelines_&_templates': tiersContentGuidelinesTemplates,
  'standards_&_best_practices': standardsBestPractices,
};

type SeedItem = readonly [title: string, content: string];

function itemsOf(page: string, titles: readonly string[]): SeedItem[] {
  const bodies = PAGE_HTML[page].split('\n').filter((line) => line.trim() !== '');
  if (bodies.length !== titles.length) throw new Error(`Content page ${page}: ${titles.length} titles, ${bodies.length} bodies`);
  return titles.map((title, index) => [title, bodies[index]]);
}

/** The seed, page by page, in reading order. */
export const CONTENT_SEED: Record<string, SeedItem[]> = Object.fromEntries(
  Object.entries(CONTENT_TITLES).map(([page, titles]) => [page, itemsOf(page, titles)]),
);
