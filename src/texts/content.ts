/**
 * Info and content pages (seed 001 section 2). The banner's words are the seed's, verbatim; texts
 * marked "Ours" are beyond the seeds (the seeds show no editor, no empty page, no failure).
 */
import { texts } from '.';

const m = texts.menu;

export const contentTexts = {
  /** Seed 001 section 2: 'Welcome to the {product}' and its subtitle, on every content and info page. */
  banner: {
    headline: texts.product.bannerHeadline,
    subtitle: texts.product.tagline,
  },
  loading: texts.common.loading,
  noData: texts.common.noData,
  retry: texts.common.retry,
  /** Ours: the name of each page's list of items (its menu label). */
  pageNames: {
    about_dfc: m.aboutDfc,
    supported_features: m.supportedFeatures,
    data_privacy: m.dataPrivacy,
    escalation_matrix: m.escalationMatrix,
    marketing_code: m.marketingCode,
    ethics_compliance: m.ethicsCompliance,
    brand_standards: m.brandStandards,
    accessibility_standards: m.accessibilityStandards,
    Coding_standards: m.codingStandards,
    identity_access_management_standards: m.identityAccessStandards,
    martech_standards: m.martechStandards,
    mobile_application_standards: m.mobileApplicationStandards,
    Web_standards: m.webStandards,
    domain_name_guidelines: m.domainNameGuidelines,
    Mobile_Application_Guidelines: m.mobileApplicationGuidelines,
    User_Data_Guidelines: m.userDataGuidelines,
    vendor_or_Partner_compliance_guidelines: m.vendorComplianceGuidelines,
    Website_Guidelines: m.websiteGuidelines,
    'marketing_consent_&_channel_guidelines': m.marketingConsentGuidelines,
    whats_a_starter_kit: m.starterKit,
    'tiers_content_guidelines_&_templates': m.tiersContent,
    'standards_&_best_practices': m.bestPractices,
  } as Record<string, string>,
  /** Ours. */
  notFound: (path: string) => `There is no content page at ${path}. Choose a page from the menu.`,
  /** Ours. */
  loadFailed: 'The content of this page could not be loaded.',
  /** Ours: the in-place editor (role 1). */
  editor: {
    edit: 'Edit',
    editLabel: (title: string) => `Edit "${title}"`,
    editingOther: 'Finish editing the other item first.',
    loadingEditor: 'Loading the editor...',
    editorLoadFailed: 'The editor could not be loaded.',
    regionLabel: (title: string) => `Editing "${title}"`,
    title: 'Title',
    titleRequired: 'Please enter a title.',
    titleTooLong: (max: number) => `The title may have at most ${max} characters.`,
    contentTooLong: 'The content is too long to save. Please shorten it.',
    content: 'Content',
    toolbar: 'Formatting',
    heading3: 'Heading',
    heading4: 'Subheading',
    paragraph: 'Paragraph',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkAddress: 'Link address',
    linkHint: 'https://…, mailto:… or a portal path such as /overview/about_dfc',
    applyLink: 'Apply link',
    removeLink: 'Remove link',
    closeLink: 'Close',
    badLink: 'Enter an address starting with https://, http://, mailto: or /.',
    preview: 'Preview',
    previewHeading: 'Preview',
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    saved: 'Saved.',
    unsaved: 'Unsaved changes',
    discardConfirm: 'Discard your changes to this item?',
    leaveConfirm: 'You have unsaved changes. Leave this page and lose them?',
    saveForbidden: 'Not saved: only administrators may edit this content. Your changes are still here.',
    saveNotFound: 'Not saved: this item no longer exists on the server. Copy your changes, then reload the page.',
    saveRefused: (reason: string) => `Not saved: the server refused the changes${reason ? ` (${reason})` : ''}. Your changes are still here.`,
    saveUnreachable: 'Not saved: the server could not be reached. Your changes are still here; try Save again.',
    saveFailed: (status: number) => `Not saved: the server answered with an error${status ? ` (${status})` : ''}. Your changes are still here; try Save again.`,
    /** Changes kept when the session ended (the idle sign-out), offered back to the same user. */
    draftFound: 'You have unsaved changes from your last session.',
    draftItemChanged: 'The item has been changed on the server since.',
    restoreDraft: 'Restore',
    discardDraft: 'Discard',
    restoreLabel: (title: string) => `Restore your unsaved changes to "${title}"`,
    discardLabel: (title: string) => `Discard your unsaved changes to "${title}"`,
  },
} as const;
