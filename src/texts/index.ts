/**
 * Every user-visible text of the seeds, verbatim (typos included: users and their scripts know
 * them). Templates with a {name} placeholder are functions; what they interpolate is user input
 * and is always rendered as text.
 *
 * This file holds the texts of the shell and the sign-in pages (they load first); each area's
 * texts live beside it in src/texts/<area>.ts, so a page's texts load with its page.
 */
export const PRODUCT_NAME = 'DFC Portal';

export const texts = {
  product: {
    name: PRODUCT_NAME,
    tagline: 'The fastest way to curate brand experiences digitally and to measure the impact of your creations',
    bannerHeadline: `Welcome to the ${PRODUCT_NAME}`,
    copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
  },
  login: {
    title: 'LOGIN',
    welcome: `Welcome to the ${PRODUCT_NAME}`,
    welcomeSub: 'Sign in to plan, approve and deploy your digital projects.',
    username: 'Username',
    password: 'Password',
    submit: 'LOGIN',
    forgotPassword: 'Forgot Password',
    testComponent: 'Test Component',
    emptyFields: 'Please enter username and password',
    invalidCredentials: 'Please enter valid username and password',
    accountLocked: 'Account is locked. Please try after 15 minutes',
    demoAccountsTitle: 'Demo accounts (mock mode)',
    demoPassword: 'Password for every demo account:',
    resetDemoData: 'Reset demo data',
    demoDataReset: 'Demo data has been reset.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    email: 'Enter Registred Email',
    submit: 'Submit',
    goToLogin: 'Go To Login',
    invalidEmail: 'Entered email is not valid',
    sent: 'Temporary password sent to your email',
  },
  resetPassword: {
    title: 'Reset your Password Before proceeding',
    current: 'Current Password',
    next: 'New Password',
    confirm: 'Confirm Password',
    submit: 'Submit',
    mismatch: 'Password do Not match',
    currentWrong: 'Current password does not match',
    failure: 'error occured',
    lengthHint: (min: number, max: number) => `Between ${min} and ${max} characters`,
  },
  logout: {
    question: 'Do you want to Logout?',
    yes: 'Yes',
    no: 'No',
    signingOut: 'Signing out…',
  },
  session: {
    serverUnreachable: 'Cannot reach the server. Retrying…',
    unknownRoleTitle: 'Your account has no portal role',
    unknownRoleBody: (role: string) =>
      `You are signed in, but your account carries a role this portal does not know (${role}), so there is no page it may show you. Please log out and ask the DFC Support team to check your account.`,
    noRole: 'no role',
    logout: 'Logout',
  },
  idle: {
    title: 'You Have Been Idle!',
    body: 'You Will Get Timed Out. You want to stay?',
    logout: 'Logout',
    stay: 'Stay',
  },
  nav: {
    home: 'Home',
    logoAlt: `${PRODUCT_NAME} logo`,
    notifications: 'Notifications',
    showAllNotifications: 'Show All Notifications',
    noRecentNotifications: 'No new notifications',
    userMenu: 'Account menu',
    myProfile: 'My Profile',
    myWorklist: 'My Worklist',
    myProjects: 'My Projects',
    pendingProjects: 'Projects Pending for Approval',
    approvedProjects: 'Approved Projects',
    createProject: 'Create DFC Project',
    importProjects: 'Import AMP Projects',
    importUsers: 'Import AMP Users',
    logout: 'Logout',
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
  },
  notifications: {
    title: 'Notifications',
    heading: 'Your Notifications',
    markAsRead: 'Mark As Read',
    markAsUnread: 'Mark As Unread',
    empty: 'You have no notifications',
    unreadBadge: (count: number) => `${count} unread notifications`,
    bellLabel: (label: string, count: number | null) => (count === null ? label : `${label}, ${count} unread`),
    latestTitle: 'Latest notifications',
    latestFailed: 'The latest notifications could not be loaded.',
    badgeFailed: 'The unread count could not be refreshed.',
    loadFailed: 'Your notifications could not be loaded.',
    unreachable: 'The server could not be reached. Please try again.',
    refreshFailed: 'Your notifications could not be refreshed. The list below may be out of date.',
    toggleFailed: 'The notification could not be updated. Please try again.',
    pagination: 'Notification pages',
    unread: 'Unread',
    createdOn: 'Created on',
    /* Beyond the seeds: the inbox's search works within the loaded page (the server pages). */
    noMatch: 'No notification matches your search.',
    searchesThisPage: 'Searches this page.',
    statusLabels: { UNREAD: 'Unread', READ: 'Read' } as Record<string, string>,
  },
  /** Lists you can search (beyond the seeds): src/components/ListFilters.tsx. */
  listQuery: {
    search: 'Search',
    status: 'Status',
    allStatuses: 'All statuses',
    sort: 'Sort',
    sorts: { '': 'Default order', name: 'Name A-Z', newest: 'Newest first', oldest: 'Oldest first' },
    clear: 'Clear search',
    resultCount: (shown: number, total: number) => `${shown} of ${total} shown.`,
  },
  common: {
    loading: 'Loading...',
    noData: 'No Data Available',
    noDataAgency: 'No data avaialable',
    retry: 'Retry',
    goToHome: 'Go to Home',
    errorTitle: 'Something went wrong',
    doneTitle: 'Done',
    reEnter: 'Re-Enter',
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    select: 'Select',
    submit: 'Submit',
    previous: 'Previous',
    next: 'Next',
    loadFailed: 'Something went wrong while loading this page.',
    requestFailed: 'The server could not be reached. Please try again.',
    placeholderTestPage: (name: string) => `${name}: a placeholder test page. It has no function yet.`,
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    /** Ours: every poll at its upper bound (src/shared/sagaEffects.ts poll) says this, with Keep waiting. */
    stillRunning: (what: string) => `${what} is still running. It can take a while.`,
    keepWaiting: 'Keep waiting',
  },
  menu: {
    groups: {
      overview: 'Overview',
      digitalStandards: 'Digital Standards',
      guidelines: 'Guidelines',
      brandSites: 'Brand Sites',
    },
    aboutDfc: 'About DFC',
    supportedFeatures: 'Supported Features',
    dataPrivacy: 'Data Privacy',
    escalationMatrix: 'Escalation Matrix',
    marketingCode: 'Marketing Code',
    ethicsCompliance: 'Ethics & Compliance',
    dashboard: 'Dashboard',
    projectDashboard: 'Project Dashboard',
    overallAgencyDashboard: 'Overall Agency Dashboard',
    agencyDashboard: 'Agency Dashboard',
    brandStandards: 'Brand Standards',
    accessibilityStandards: 'Accessibility Standards',
    codingStandards: 'Coding Standards',
    identityAccessStandards: 'Identity & Access Management Standards',
    martechStandards: 'Martech Standards',
    mobileApplicationStandards: 'Mobile Application Standards',
    webStandards: 'Web Standards',
    domainNameGuidelines: 'Domain Name Guidelines',
    mobileApplicationGuidelines: 'Mobile Application Guidelines',
    userDataGuidelines: 'User Data Guidelines',
    vendorComplianceGuidelines: 'Vendor or Partner Compliance Guidelines',
    websiteGuidelines: 'Website Guidelines',
    marketingConsentGuidelines: 'Marketing Consent & Channel Guidelines',
    starterKit: "What's a Starter Kit",
    tiersContent: 'Tiers Content Guidelines & Templates',
    bestPractices: 'Standards & Best Practices',
    brand: (letter: string) => `Brand ${letter}`,
    technology: (letter: string) => `Technology ${letter}`,
    webTemplates: 'Web Templates',
    developerPortal: 'Developer Portal',
    closeMenu: 'Close menu',
  },
  footer: {
    contactTitle: 'Contact',
    supportTeam: 'DFC Support',
    email: 'support@example.com',
    emailLabel: 'Email:',
    hours: 'Office hours: Monday to Friday, 9:00 to 18:00 CET',
    menuTitle: 'Quick links',
    gitTools: 'Git Tools',
  },
} as const;

/** Any modal message containing Error turns its button into a retry (both seeds, section 8). */
export function isErrorMessage(message: string): boolean {
  return message.includes('Error');
}


/**
 * What the portal says when it cannot show a page: a crashed frame, a page of an older release
 * that is no longer on the server, a boot that failed. The boot carries them, so they live with
 * the shell's texts.
 */
export const failureTexts = {
  shellCrashed: 'The portal could not show this screen: something went wrong in its frame (navigation, idle check or footer).',
  shellCrashedHint: 'Reloading the page usually helps. If it keeps happening, please contact DFC Support.',
  newVersion: 'A new version of the portal is available.',
  newVersionHint: 'Reload to get it; this page belongs to the previous version and can no longer be loaded.',
  reload: 'Reload',
  bootTitle: 'The portal could not start',
  bootHint: 'Reload the page to try again. If it keeps happening, please contact DFC Support.',
  bootReason: (message: string) => `Reason: ${message}`,
  mockWorkerFailed: 'The demo backend (a service worker that answers the portal\'s calls in this browser) could not start.',
  serviceWorkersUnavailable:
    'This browser does not allow service workers here. Service workers need a secure page: open the portal over https or on localhost, and not in a private window that blocks them.',
  bootFailed: 'Something went wrong while the portal was starting.',
} as const;
