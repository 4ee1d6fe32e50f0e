/**
 * The titles of the content seed, page by page, in reading order: the items' bodies are the lines
 * of ./pages/<page>.html, in the same order (./seed.ts joins them). Plain text, so that a tool
 * without a loader for .html (the e2e specs) can read the titles.
 */
export const CONTENT_TITLES: Record<string, readonly string[]> = {
  about_dfc: [
    'What DFC is',
    'Who uses it',
    'How a project moves',
    'Getting help',
  ],
  supported_features: [
    'Projects and approvals',
    'Build and deploy',
    'Quality and measurement',
    'Not supported yet',
  ],
  data_privacy: [
    'What the portal stores',
    'Uploading files',
    'Your rights',
    'Retention',
  ],
  escalation_matrix: [
    'When to escalate',
    'Levels and response times',
    'Security incidents',
  ],
  marketing_code: [
    'Our marketing principles',
    'Digital channels',
    'Review before launch',
  ],
  ethics_compliance: [
    'Code of conduct',
    'Gifts, conflicts and fair competition',
    'Accessibility and inclusion',
    'Speak up',
  ],
  brand_standards: [
    'Logo and identity',
    'Colour and typography',
    'Imagery',
    'Tone of voice',
  ],
  accessibility_standards: [
    'The standard',
    'Perceivable',
    'Operable and understandable',
    'Testing',
  ],
  Coding_standards: [
    'General rules',
    'Front end',
    'Back end',
    'Quality gate',
  ],
  identity_access_management_standards: [
    'Single sign-on',
    'Least privilege',
    'Tokens and sessions',
    'Service accounts',
  ],
  martech_standards: [
    'Approved stack',
    'Tagging rules',
    'Measurement plan',
  ],
  mobile_application_standards: [
    'Platforms',
    'Security',
    'Performance and accessibility',
  ],
  Web_standards: [
    'Performance',
    'Security headers',
    'SEO',
    'Browsers',
  ],
  domain_name_guidelines: [
    'Choosing a domain',
    'Registration',
    'Renewal and retirement',
  ],
  Mobile_Application_Guidelines: [
    'Before you build',
    'Store publishing',
    'Maintenance',
  ],
  User_Data_Guidelines: [
    'Collect less',
    'Lawful basis and consent',
    'Storage and transfer',
    'Breaches',
  ],
  vendor_or_Partner_compliance_guidelines: [
    'Onboarding a vendor',
    'Working with agencies',
    'Ongoing checks',
  ],
  Website_Guidelines: [
    'Planning a site',
    'Required pages and elements',
    'Launch checklist',
  ],
  'marketing_consent_&_channel_guidelines': [
    'Consent first',
    'Channels',
    'Records',
  ],
  whats_a_starter_kit: [
    "What's in the starter kit",
    'How to get it',
    'Keeping up to date',
  ],
  'tiers_content_guidelines_&_templates': [
    'Site tiers',
    'Content per tier',
    'Templates',
  ],
  'standards_&_best_practices': [
    'Build',
    'Measure',
    'Improve',
  ],
};
