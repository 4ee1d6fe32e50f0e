import { texts } from '../texts';
import { can, type Capability } from '../domain/roles';
import type { CONTENT_PATHS, INFO_PATHS } from './routes';

/**
 * The main menu (seed 000 section 2, routes of seed 001 section 2) as data: four groups of
 * sections of links. MainMenu renders it as dropdowns on wide screens and as a drawer on small ones.
 * Placeholder items (brands, technologies, templates, developer portal) link to the home page.
 */
export interface MenuLink {
  label: string;
  to: string;
}

/** A run of links; sections are separated by a divider. */
export type MenuSection = readonly MenuLink[];

export interface MenuGroup {
  id: 'overview' | 'digitalStandards' | 'guidelines' | 'brandSites';
  label: string;
  sections: readonly MenuSection[];
}

const m = texts.menu;
const HOME = '/';
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/* Typed against the route table, so a renamed route breaks the build instead of the menu. */
type InfoPath = (typeof INFO_PATHS)[number];
type ContentPath = (typeof CONTENT_PATHS)[number];
const info = (label: string, to: InfoPath): MenuLink => ({ label, to });
const content = (label: string, to: ContentPath): MenuLink => ({ label, to });

export const MAIN_MENU: readonly MenuGroup[] = [
  {
    id: 'overview',
    label: m.groups.overview,
    sections: [
      [
        info(m.aboutDfc, '/overview/about_dfc'),
        info(m.supportedFeatures, '/overview/supported_features'),
        info(m.dataPrivacy, '/overview/data_privacy'),
        info(m.escalationMatrix, '/overview/escalation_matrix'),
        info(m.marketingCode, '/overview/marketing_code'),
        info(m.ethicsCompliance, '/overview/ethics_compliance'),
      ],
      [
        { label: m.dashboard, to: '/overview/Dashboard' },
        { label: m.projectDashboard, to: '/overview/ProjectDashboard' },
        { label: m.overallAgencyDashboard, to: '/overview/OverallAgencyDashboard' },
        { label: m.agencyDashboard, to: '/overview/AgencyDashboard' },
      ],
    ],
  },
  {
    id: 'digitalStandards',
    label: m.groups.digitalStandards,
    sections: [
      [
        content(m.brandStandards, '/brandstandards'),
        content(m.accessibilityStandards, '/accessibility_standards'),
        content(m.codingStandards, '/Coding_standards'),
        content(m.identityAccessStandards, '/identity_access_management_standards'),
        content(m.martechStandards, '/martech_standards'),
        content(m.mobileApplicationStandards, '/mobile_application_standards'),
        content(m.webStandards, '/Web_standards'),
      ],
    ],
  },
  {
    id: 'guidelines',
    label: m.groups.guidelines,
    sections: [
      [
        content(m.domainNameGuidelines, '/Guidelines/Domain_Name_Guidelines'),
        content(m.mobileApplicationGuidelines, '/Guidelines/mobile_application_guidelines'),
        content(m.userDataGuidelines, '/Guidelines/user_data_guidelines'),
        content(m.vendorComplianceGuidelines, '/Guidelines/vendor_or_Partner_compliance_guidelines'),
        content(m.websiteGuidelines, '/Guidelines/website_guidelines'),
        content(m.marketingConsentGuidelines, '/Guidelines/marketing_consent_n_channel_guidelines'),
      ],
    ],
  },
  {
    id: 'brandSites',
    label: m.groups.brandSites,
    sections: [
      [
        content(m.starterKit, '/brandsites/whats_a_starter_kit'),
        content(m.tiersContent, '/brandsites/tiers_content_guidelines_n_templates'),
        content(m.bestPractices, '/brandsites/standards_n_best_practices'),
      ],
      LETTERS.map((letter) => ({ label: m.brand(letter), to: HOME })),
      LETTERS.map((letter) => ({ label: m.technology(letter), to: HOME })),
      [
        { label: m.webTemplates, to: HOME },
        { label: m.developerPortal, to: HOME },
      ],
    ],
  },
];

/** A user-menu link, shown to the roles with `capability` (every signed-in role without one). */
export interface UserMenuLink extends MenuLink {
  capability?: Capability;
}

const n = texts.nav;

/** The user menu (seed 000 section 2) before Logout, which asks first and is not a link. */
export const USER_MENU: readonly UserMenuLink[] = [
  { label: n.myProfile, to: '/my_profile' },
  { label: n.myWorklist, to: '/my_profile' },
  { label: n.myProjects, to: '/MyProjects', capability: 'menuMyProjects' },
  { label: n.pendingProjects, to: '/PendingProjectsForApproval', capability: 'menuProjectLists' },
  { label: n.approvedProjects, to: '/ApprovedProjectsList', capability: 'menuProjectLists' },
  { label: n.createProject, to: '/CreateDFCProject', capability: 'menuProjectLists' },
  { label: n.importProjects, to: '/ImportAmpProjectsData', capability: 'menuImports' },
  { label: n.importUsers, to: '/ImportAmpUsersData', capability: 'menuImports' },
];

export function userMenuFor(role: number | null | undefined): UserMenuLink[] {
  return USER_MENU.filter((item) => !item.capability || can(role, item.capability));
}
