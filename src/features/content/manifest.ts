import type { ContentRoute, INFO_ROUTE_PREFIX, InfoPage as InfoPageName } from '../../domain/content';
import type { FeatureManifest, MainMenuSection, MenuLink } from '../../store/manifest';
import { lazyPage } from '../../store/manifest';
import { texts } from '../../texts';

const InfoPage = lazyPage(() => import(/* webpackChunkName: "info-page" */ './pages/InfoPage'));
const ContentPage = lazyPage(() => import(/* webpackChunkName: "content-page" */ './pages/ContentPage'));

const m = texts.menu;
const HOME = '/';
const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/*
 * The menu links name every info and content route once, typed against src/domain/content.ts (a
 * renamed route breaks the build instead of the menu); the routes are read from them. Types only:
 * the domain module loads with the pages, not at boot.
 */
type InfoPath = `${typeof INFO_ROUTE_PREFIX}${InfoPageName}`;
const info = (label: string, to: InfoPath): MenuLink => ({ label, to });
const content = (label: string, to: ContentRoute): MenuLink => ({ label, to });

/** Overview: the six info pages (seed 001 section 2). */
const INFO_LINKS = [
  info(m.aboutDfc, '/overview/about_dfc'),
  info(m.supportedFeatures, '/overview/supported_features'),
  info(m.dataPrivacy, '/overview/data_privacy'),
  info(m.escalationMatrix, '/overview/escalation_matrix'),
  info(m.marketingCode, '/overview/marketing_code'),
  info(m.ethicsCompliance, '/overview/ethics_compliance'),
];

/** The sixteen content pages by menu group (seed 001 section 2). */
const CONTENT_SECTIONS: MainMenuSection[] = [
  {
    group: 'digitalStandards',
    links: [
      content(m.brandStandards, '/brandstandards'),
      content(m.accessibilityStandards, '/accessibility_standards'),
      content(m.codingStandards, '/Coding_standards'),
      content(m.identityAccessStandards, '/identity_access_management_standards'),
      content(m.martechStandards, '/martech_standards'),
      content(m.mobileApplicationStandards, '/mobile_application_standards'),
      content(m.webStandards, '/Web_standards'),
    ],
  },
  {
    group: 'guidelines',
    links: [
      content(m.domainNameGuidelines, '/Guidelines/Domain_Name_Guidelines'),
      content(m.mobileApplicationGuidelines, '/Guidelines/mobile_application_guidelines'),
      content(m.userDataGuidelines, '/Guidelines/user_data_guidelines'),
      content(m.vendorComplianceGuidelines, '/Guidelines/vendor_or_Partner_compliance_guidelines'),
      content(m.websiteGuidelines, '/Guidelines/website_guidelines'),
      content(m.marketingConsentGuidelines, '/Guidelines/marketing_consent_n_channel_guidelines'),
    ],
  },
  {
    group: 'brandSites',
    links: [
      content(m.starterKit, '/brandsites/whats_a_starter_kit'),
      content(m.tiersContent, '/brandsites/tiers_content_guidelines_n_templates'),
      content(m.bestPractices, '/brandsites/standards_n_best_practices'),
    ],
  },
];

/**
 * The info pages (role 1 edits them in place) and the content pages (seed 001 section 2), with
 * their menu groups. Placeholder items (brands, technologies, templates, developer portal) link to
 * the home page.
 */
export const contentManifest: FeatureManifest = {
  name: 'content',
  routes: [
    ...INFO_LINKS.map(({ to }) => ({ path: to, access: 'content' as const, title: 'Overview', page: InfoPage })),
    ...CONTENT_SECTIONS.flatMap(({ links }) => links.map(({ to }) => ({ path: to, access: 'content' as const, title: 'Content', page: ContentPage }))),
  ],
  menu: {
    main: [
      { group: 'overview', links: INFO_LINKS },
      ...CONTENT_SECTIONS,
      { group: 'brandSites', links: LETTERS.map((letter) => ({ label: m.brand(letter), to: HOME })) },
      { group: 'brandSites', links: LETTERS.map((letter) => ({ label: m.technology(letter), to: HOME })) },
      {
        group: 'brandSites',
        links: [
          { label: m.webTemplates, to: HOME },
          { label: m.developerPortal, to: HOME },
        ],
      },
    ],
  },
};
