/**
 * Info and content pages (contract.content; seed 001 sections 2, 3, 6, 7).
 *
 * **Table `content`** (own version and seed; depends on nothing): `db.contentItems`, the items of
 * every page the portal shows: the sixteen routed topics and the six info pages (CONTENT_PAGES,
 * src/domain/content.ts), three to five items each, in reading order. An item is the wire's
 * {id, title, content, page}; content is HTML with h3 / h4 headings, paragraphs, lists, bold,
 * italic and links only (what the portal's editor writes), so an edit keeps everything.
 *
 * **Rules**
 * - GET /api/get_content/{page}: the page's items in order; [] for a page that has none (any name).
 * - POST /api/set_content {id, title, content, page}: updates the item with that id on that page
 *   (ids are never created here: an unknown id, or an id of another page, answers 404); 400 when
 *   the body is not such an item (contentItemProblem: id, a title that is not blank, content as
 *   text, page, lengths within CONTENT_LIMITS). Title and content are stored exactly as sent: a
 *   backend stores what it is given; the portal sanitises on display (SafeHtml). Answers the item.
 */
import { contentItemProblem, type ContentItem, type ContentItemProblem } from '../../src/domain/content';
import { badRequest, notFound, ok, type Outcome } from './outcome';
import { db } from './state';
import { defineTable } from './tables';

export type StoredContentItem = ContentItem;

declare module './types' {
  interface DbState {
    contentItems: StoredContentItem[];
  }
}

/* ---------- HTML helpers for the seed (static text: nothing here comes from a user) ---------- */

const p = (text: string) => `<p>${text}</p>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const h4 = (text: string) => `<h4>${text}</h4>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ol>`;
const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const b = (text: string) => `<strong>${text}</strong>`;
const i = (text: string) => `<em>${text}</em>`;
const html = (...parts: string[]) => parts.join('');

type SeedItem = [title: string, content: string];

/** The seed, page by page, in reading order. */
export const CONTENT_SEED: Record<string, SeedItem[]> = {
  /* ---------- info pages ---------- */
  about_dfc: [
    [
      'What DFC is',
      html(
        p(`DFC is the portal where brand teams, agencies and the technical team plan, approve, build and deploy digital projects in one place. A project starts as an idea from a brand manager or an agency and ends as a measured, running website or app.`),
        p(`Everything a project needs is requested here: the ${b('code template')}, the ${b('cloud environment')}, the ${b('repositories and pipelines')}, and the ${b('quality reports')} that show whether a release is ready.`),
      ),
    ],
    [
      'Who uses it',
      html(
        ul(
          `${b('Brand managers')} (global and local) create projects, approve them and follow their progress.`,
          `${b('Project managers')} follow delivery and read the dashboards.`,
          `${b('Agencies')} create projects for their brands, fill in the wizard and add their team members.`,
          `${b('Technical users')} verify approved projects, set up devops, environments and deployments, and run the quality reports.`,
          `${b('Administrators')} import projects and users and keep these information pages up to date.`,
        ),
      ),
    ],
    [
      'How a project moves',
      html(
        ol(
          `Create the project and fill in the three steps of the wizard: general, technical and environment information.`,
          `Send it for approval: a brand manager approves it, rejects it or assigns it to a technical user.`,
          `The technical team sets up the devops project, the repositories and the cloud environments.`,
          `Deploy, then measure: Sonar, Lighthouse and ZAP reports and the dashboards show the impact of each release.`,
        ),
        p(`Start from ${a('/CreateDFCProject', 'Create DFC Project')} or follow existing work on the ${a('/overview/Dashboard', 'Dashboard')}.`),
      ),
    ],
    [
      'Getting help',
      html(
        p(`The DFC Support team answers Monday to Friday, 9:00 to 18:00 CET, at ${a('mailto:support@example.com', 'support@example.com')}. For anything urgent, follow the ${a('/overview/escalation_matrix', 'escalation matrix')}.`),
      ),
    ],
  ],
  supported_features: [
    [
      'Projects and approvals',
      html(
        ul(
          `A three-step wizard with reusable templates for markets, duration, team size, quality assurance, CMS or front-end stack, and environments.`,
          `Approval by brand managers, with hand-over to a named technical user.`,
          `Team members and tasks per project, with agencies adding their own people.`,
          `Notifications for every decision, with a badge in the top bar.`,
        ),
      ),
    ],
    [
      'Build and deploy',
      html(
        h3('Supported app types'),
        ul(`App Service (Spring Boot, React or NodeJS)`, `App Service (Container)`, `Static Site`, `Point and Analyse (reports only)`),
        h3('Automation'),
        p(`Repository set-up, builds with live console logs, devops projects with service connections and pipelines, environment creation on Azure with a monthly cost estimate, and deployments to web apps, static web apps and container instances.`),
      ),
    ],
    [
      'Quality and measurement',
      html(
        ul(
          `${b('Lighthouse')}: performance, accessibility, best practices and SEO scores for every build.`,
          `${b('ZAP')}: security alerts by risk level, with the fix for each.`,
          `${b('Sonar')}: code issues by severity and type, and the quality gate.`,
          `${b('Dashboards')}: SEO, performance, project lifecycle and resource management across projects.`,
        ),
        p(`See the ${a('/overview/ProjectDashboard', 'Project Dashboard')} for one project, or the ${a('/overview/Dashboard', 'Dashboard')} for all of them.`),
      ),
    ],
    [
      'Not supported yet',
      html(
        p(`Cloud platforms other than Azure, and build types other than Maven, Yarn or none. Ask ${a('mailto:support@example.com', 'DFC Support')} if a project needs one of them: requests are collected for the roadmap.`),
      ),
    ],
  ],
  data_privacy: [
    [
      'What the portal stores',
      html(
        p(`DFC stores what a project needs to be delivered: user names, e-mail addresses and roles of the people who work on it, the project's details, its technical choices and its reports. It stores ${b('no customer data')} of the brands' websites.`),
        p(`Analytics figures on the dashboards are aggregated per project; they identify no visitor.`),
      ),
    ],
    [
      'Uploading files',
      html(
        p(`Project data files (CSV) must not contain personal data unless the project's data protection assessment allows it. Before uploading:`),
        ul(
          `remove names, e-mail addresses, phone numbers and any other identifier that is not needed;`,
          `pseudonymise the identifiers that are needed;`,
          `never upload health, financial or other special-category data.`,
        ),
        p(`See the ${a('/Guidelines/user_data_guidelines', 'User Data Guidelines')} for the details.`),
      ),
    ],
    [
      'Your rights',
      html(
        p(`You may ask to see, correct or delete the personal data the portal holds about you. Write to the ${a('mailto:privacy@example.com', 'privacy office')}; requests are answered within 30 days.`),
        p(`Accounts that have not signed in for 12 months are deactivated, and their personal data is deleted 6 months later.`),
      ),
    ],
    [
      'Retention',
      html(
        ul(
          `Project records: for the lifetime of the project plus 2 years.`,
          `Build logs and reports: 18 months.`,
          `Notifications: 12 months.`,
        ),
      ),
    ],
  ],
  escalation_matrix: [
    [
      'When to escalate',
      html(
        p(`Escalate when a project is blocked, when a production site is down or insecure, or when a request has waited longer than the response time of its level. Always include the project name, its id and what you have already tried.`),
      ),
    ],
    [
      'Levels and response times',
      html(
        h3('Level 1: DFC Support desk'),
        p(`${b('Contact:')} ${a('mailto:support@example.com', 'support@example.com')}, Monday to Friday 9:00 to 18:00 CET. ${b('First response:')} within 4 business hours.`),
        h3('Level 2: Platform engineering'),
        p(`${b('Contact:')} Priya Raman, platform lead (${a('mailto:priya.raman@example.com', 'priya.raman@example.com')}). ${b('First response:')} within 1 business day, or 2 hours for a production outage.`),
        h3('Level 3: Delivery management'),
        p(`${b('Contact:')} Marco Bianchi, head of digital delivery (${a('mailto:marco.bianchi@example.com', 'marco.bianchi@example.com')}). ${b('First response:')} within 2 business days.`),
        h3('Level 4: Digital leadership'),
        p(`${b('Contact:')} Helena Schmidt, director of digital platforms (${a('mailto:helena.schmidt@example.com', 'helena.schmidt@example.com')}). Only after levels 1 to 3; ${b('first response:')} within 3 business days.`),
      ),
    ],
    [
      'Security incidents',
      html(
        p(`A suspected breach, leaked credentials or an exploited vulnerability skips the levels: report it ${b('at once')} to the security operations centre at ${a('mailto:security@example.com', 'security@example.com')}, day or night, then tell Level 1.`),
        h4('What to include'),
        ul(`The project, the environment and the address affected.`, `What you saw, and when.`, `What you have done since (nothing is deleted: evidence matters).`),
      ),
    ],
  ],
  marketing_code: [
    [
      'Our marketing principles',
      html(
        ul(
          `${b('Truthful:')} every claim is accurate and can be substantiated.`,
          `${b('Respectful:')} no content that demeans, stereotypes or exploits fear.`,
          `${b('Responsible:')} no marketing aimed at children under 13, and age gates where the law requires them.`,
          `${b('Transparent:')} paid partnerships and sponsored content are labelled as such.`,
        ),
      ),
    ],
    [
      'Digital channels',
      html(
        p(`Websites, apps, e-mail, social media and influencer content follow the same code. Consent comes before any marketing message: see the ${a('/Guidelines/marketing_consent_n_channel_guidelines', 'Marketing Consent &amp; Channel Guidelines')}.`),
        p(`Cookies and trackers used for marketing load only after the visitor has accepted them.`),
      ),
    ],
    [
      'Review before launch',
      html(
        ol(
          `The brand manager checks the claims and the imagery.`,
          `Legal reviews health, environmental and comparative claims.`,
          `The local market confirms that local rules are met.`,
        ),
        p(`Keep the approvals with the project: they are asked for at every audit.`),
      ),
    ],
  ],
  ethics_compliance: [
    [
      'Code of conduct',
      html(
        p(`Everyone who works on DFC projects, employees, agencies and vendors alike, follows the company's code of conduct: act with integrity, respect people, protect information and comply with the law.`),
      ),
    ],
    [
      'Gifts, conflicts and fair competition',
      html(
        ul(
          `Do not offer or accept gifts or hospitality that could influence a decision on a vendor, an agency or a project.`,
          `Declare any personal interest in a vendor or agency before a project is assigned.`,
          `Never share one brand's confidential plans with another brand or a competitor.`,
        ),
      ),
    ],
    [
      'Accessibility and inclusion',
      html(
        p(`Our sites are built for everyone. Every project meets the ${a('/accessibility_standards', 'Accessibility Standards')} (WCAG 2.2 level AA) before launch.`),
      ),
    ],
    [
      'Speak up',
      html(
        p(`If something seems wrong, say so. Talk to your manager, to the compliance office at ${a('mailto:compliance@example.com', 'compliance@example.com')}, or use the confidential ethics line. Retaliation against anyone who speaks up in good faith is not tolerated.`),
      ),
    ],
  ],

  /* ---------- digital standards ---------- */
  brand_standards: [
    [
      'Logo and identity',
      html(
        p(`Use the master logo files from the brand's asset library only; never redraw, recolour or stretch a logo. Keep a clear space of at least the height of the logo's first letter around it.`),
        ul(`Minimum size on screen: 24 px high.`, `On photographs, place the logo on a calm area or on the brand's colour panel.`, `The favicon and app icons use the brand's symbol, not the full logo.`),
      ),
    ],
    [
      'Colour and typography',
      html(
        h3('Colour'),
        p(`Use the brand's primary palette for calls to action and its secondary palette for accents. Text and its background must reach a contrast ratio of 4.5:1 (3:1 for large text).`),
        h3('Typography'),
        p(`Load the brand typeface as a web font with ${i('font-display: swap')}, self-hosted. Limit each page to two weights.`),
      ),
    ],
    [
      'Imagery',
      html(
        ul(
          `Only licensed images, with the licence recorded in the project.`,
          `Every informative image has a text alternative; decorative images have an empty one.`,
          `Serve modern formats (WebP or AVIF) in sizes that fit the layout.`,
        ),
      ),
    ],
    [
      'Tone of voice',
      html(
        p(`Write as the brand speaks: clear, warm and direct. Short sentences, active verbs, no jargon. See the brand book for the words each brand uses and avoids.`),
      ),
    ],
  ],
  accessibility_standards: [
    [
      'The standard',
      html(
        p(`Every site and app meets ${a('https://www.w3.org/TR/WCAG22/', 'WCAG 2.2')} at level ${b('AA')}. Accessibility is checked at design, in every build (Lighthouse accessibility score of 80 or more) and by a manual audit before launch.`),
      ),
    ],
    [
      'Perceivable',
      html(
        ul(
          `Text alternatives for images, captions for video, transcripts for audio.`,
          `Contrast of at least 4.5:1 for text, 3:1 for large text and interface parts.`,
          `Content reflows at 320 px wide without scrolling in two directions.`,
        ),
      ),
    ],
    [
      'Operable and understandable',
      html(
        ul(
          `Everything works with a keyboard, with a visible focus indicator.`,
          `Targets are at least 24 by 24 px.`,
          `Form fields have labels; errors say what is wrong and how to fix it.`,
          `The page language is set, and headings describe the sections in order.`,
        ),
      ),
    ],
    [
      'Testing',
      html(
        ol(
          `Automated checks (axe) in the pipeline: no serious or critical findings.`,
          `Keyboard-only and screen reader walk-through of the main journeys (NVDA or VoiceOver).`,
          `Zoom to 200 % and 400 %.`,
        ),
        p(`Quick reference: ${a('https://www.w3.org/WAI/WCAG22/quickref/', 'How to Meet WCAG')}.`),
      ),
    ],
  ],
  Coding_standards: [
    [
      'General rules',
      html(
        ul(
          `Code is reviewed by at least one other developer before it is merged.`,
          `The main branch always builds; feature branches are short-lived.`,
          `Formatting and linting run in the pipeline: a warning is a failure.`,
          `No secrets in code or configuration: use the key vault.`,
        ),
      ),
    ],
    [
      'Front end',
      html(
        h3('React and TypeScript'),
        p(`Strict TypeScript, function components and hooks, and tests beside the code. Keep bundles small: split by route and measure with Lighthouse.`),
        h3('HTML and CSS'),
        p(`Semantic HTML first; ARIA only where HTML has no element for the job. Mobile-first CSS with the brand's design tokens.`),
      ),
    ],
    [
      'Back end',
      html(
        p(`Spring Boot services follow the layered structure (controller, service, repository), validate every input, and return errors in one format. NodeJS services use the LTS version and pin their dependencies.`),
        p(`See the ${a('https://owasp.org/www-project-top-ten/', 'OWASP Top 10')} for the risks every review checks.`),
      ),
    ],
    [
      'Quality gate',
      html(
        ul(`No new blocker or critical Sonar issues.`, `Test coverage of new code at least 80 %.`, `Duplicated lines in new code under 3 %.`),
      ),
    ],
  ],
  identity_access_management_standards: [
    [
      'Single sign-on',
      html(
        p(`Sites and apps for employees sign in through the corporate identity provider with OpenID Connect. Consumer sites use the approved customer identity platform; never build your own password store.`),
      ),
    ],
    [
      'Least privilege',
      html(
        ul(
          `Grant each role only the rights it needs, and review access every quarter.`,
          `Administrative rights are personal, never shared, and need multi-factor authentication.`,
          `Remove an agency's access on the day its contract ends.`,
        ),
      ),
    ],
    [
      'Tokens and sessions',
      html(
        ul(
          `Access tokens live for at most 60 minutes; refresh them, do not extend them.`,
          `Store tokens where scripts of other origins cannot reach them.`,
          `Sign users out after a period of inactivity (the portal: about 8 minutes).`,
        ),
      ),
    ],
    [
      'Service accounts',
      html(p(`Pipelines and services use managed identities or service principals with secrets in the key vault, rotated at least every 90 days.`)),
    ],
  ],
  martech_standards: [
    [
      'Approved stack',
      html(
        ul(
          `${b('Tag management:')} one container per site, owned by the brand.`,
          `${b('Analytics:')} the approved web analytics platform, with IP anonymisation.`,
          `${b('Consent:')} the approved consent management platform, configured per market.`,
          `${b('CRM and e-mail:')} the central customer data platform; no local lists.`,
        ),
      ),
    ],
    [
      'Tagging rules',
      html(
        ol(
          `Every tag has an owner, a purpose and a consent category.`,
          `Tags load only after consent for their category.`,
          `Remove tags that have not been used for 90 days.`,
        ),
      ),
    ],
    [
      'Measurement plan',
      html(
        p(`Before launch, agree the key metrics with the brand manager: the ${a('/overview/Dashboard', 'Dashboard')} reads users, new users, session duration, bounce rate, click-through rate and pages per session.`),
      ),
    ],
  ],
  mobile_application_standards: [
    [
      'Platforms',
      html(
        p(`Support the two latest major versions of iOS and Android. Native apps use Swift and Kotlin; cross-platform apps use the approved framework.`),
      ),
    ],
    [
      'Security',
      html(
        ul(
          `All traffic over TLS 1.2 or later, with certificate pinning for the brand's own APIs.`,
          `Tokens in the Keychain or the Android Keystore, never in plain preferences.`,
          `No personal data in logs or crash reports.`,
        ),
        p(`Test against the ${a('https://mas.owasp.org/MASVS/', 'OWASP MASVS')}.`),
      ),
    ],
    [
      'Performance and accessibility',
      html(
        ul(
          `Cold start under 2 seconds on a mid-range device.`,
          `Dynamic type and screen readers (VoiceOver, TalkBack) supported.`,
          `Touch targets of at least 44 by 44 points.`,
        ),
      ),
    ],
  ],
  Web_standards: [
    [
      'Performance',
      html(
        p(`Meet the ${a('https://web.dev/articles/vitals', 'Core Web Vitals')} on mobile: LCP under 2.5 s, INP under 200 ms, CLS under 0.1. The Lighthouse performance score of a release is at least 50, and the aim is 90.`),
      ),
    ],
    [
      'Security headers',
      html(
        ul(
          `A Content Security Policy without ${i('unsafe-inline')} scripts.`,
          `HSTS, X-Content-Type-Options, Referrer-Policy and frame protection.`,
          `No high ZAP alerts at release.`,
        ),
      ),
    ],
    [
      'SEO',
      html(
        ul(
          `One h1 per page, a unique title and description.`,
          `Structured data from ${a('https://schema.org/', 'schema.org')} for products, articles and organisations.`,
          `A sitemap and canonical URLs; no content hidden behind scripts.`,
        ),
      ),
    ],
    [
      'Browsers',
      html(p(`Support the latest two versions of Chrome, Edge, Firefox and Safari, and Safari on iOS. Test on real devices before launch.`)),
    ],
  ],

  /* ---------- guidelines ---------- */
  domain_name_guidelines: [
    [
      'Choosing a domain',
      html(
        ul(
          `Use the brand's main domain with a path (brand.example/campaign) before registering a new domain.`,
          `A new domain needs the brand manager's and legal's approval.`,
          `Short, easy to spell, no hyphens or numbers unless part of the brand.`,
        ),
      ),
    ],
    [
      'Registration',
      html(
        ol(
          `Request the domain through DFC Support; the central registrar registers it in the company's name.`,
          `Register the main country-code variants where the brand is sold.`,
          `DNS is managed centrally; agencies get the records they need, not the account.`,
        ),
      ),
    ],
    [
      'Renewal and retirement',
      html(
        p(`Domains renew automatically. When a campaign ends, keep the domain for 2 years and redirect it (301) to the brand's main site before letting it lapse.`),
      ),
    ],
  ],
  Mobile_Application_Guidelines: [
    [
      'Before you build',
      html(
        p(`Check whether a responsive website can do the job: apps cost more to build, publish and maintain. An app needs a business case signed by the brand manager.`),
      ),
    ],
    [
      'Store publishing',
      html(
        ul(
          `Apps are published from the company's developer accounts, never an agency's.`,
          `Follow the ${a('https://developer.apple.com/app-store/review/guidelines/', 'App Store Review Guidelines')} and ${a('https://play.google.com/about/developer-content-policy/', 'Google Play policies')}.`,
          `The privacy labels match what the app really collects.`,
        ),
      ),
    ],
    [
      'Maintenance',
      html(
        ol(
          `Update for each new major OS version within 3 months.`,
          `Fix critical crashes within 5 business days.`,
          `Retire apps with fewer than 1 000 monthly active users after a year, with notice in the app.`,
        ),
      ),
    ],
  ],
  User_Data_Guidelines: [
    [
      'Collect less',
      html(
        p(`Collect only the data a purpose needs, say why, and keep it only as long as that purpose lasts. Optional fields are marked as optional.`),
      ),
    ],
    [
      'Lawful basis and consent',
      html(
        ul(
          `Record the lawful basis of every data collection in the project.`,
          `Consent is freely given, specific and as easy to withdraw as to give.`,
          `Data about children under 16 needs a guardian's consent in the EU.`,
        ),
        p(`Reference: ${a('https://gdpr-info.eu/', 'the GDPR text')}.`),
      ),
    ],
    [
      'Storage and transfer',
      html(
        ul(
          `Store personal data only in the approved platforms, encrypted at rest.`,
          `Transfers outside the EU need an approved safeguard.`,
          `Never send personal data by e-mail or in a URL.`,
        ),
      ),
    ],
    [
      'Breaches',
      html(p(`Report a suspected breach at once: see the ${a('/overview/escalation_matrix', 'escalation matrix')}. The authorities must be told within 72 hours.`)),
    ],
  ],
  vendor_or_Partner_compliance_guidelines: [
    [
      'Onboarding a vendor',
      html(
        ol(
          `Procurement checks the vendor's company, sanctions and references.`,
          `Information security reviews the vendor's security questionnaire.`,
          `A data processing agreement is signed before any personal data is shared.`,
        ),
      ),
    ],
    [
      'Working with agencies',
      html(
        ul(
          `Agencies work in the company's repositories and cloud subscriptions, through DFC.`,
          `Each agency user has a personal account; no shared logins.`,
          `Code, designs and content belong to the brand.`,
        ),
      ),
    ],
    [
      'Ongoing checks',
      html(
        p(`Vendors are reviewed every year and after any incident. A vendor that no longer meets these guidelines gets a remediation plan, and its access ends if the plan is not met.`),
      ),
    ],
  ],
  Website_Guidelines: [
    [
      'Planning a site',
      html(
        ul(
          `Start from the ${a('/brandsites/whats_a_starter_kit', 'starter kit')} and the brand's tier template.`,
          `Agree the goal, the audience and the measurement plan before design starts.`,
          `Every site has a named owner in the brand team.`,
        ),
      ),
    ],
    [
      'Required pages and elements',
      html(
        ul(
          `Privacy notice, cookie notice and consent banner, terms of use, imprint where required, and an accessibility statement.`,
          `A contact route that reaches the brand's consumer care.`,
          `A helpful 404 page.`,
        ),
      ),
    ],
    [
      'Launch checklist',
      html(
        ol(
          `Lighthouse, ZAP and Sonar reports attached to the project, with no open blockers.`,
          `Redirects from old URLs in place.`,
          `Analytics and consent tested in every market.`,
          `Brand manager's sign-off recorded.`,
        ),
      ),
    ],
  ],
  'marketing_consent_&_channel_guidelines': [
    [
      'Consent first',
      html(
        p(`No marketing message goes out without a recorded, valid consent for its channel. Pre-ticked boxes, bundled consent and consent as a condition of a purchase are not valid.`),
      ),
    ],
    [
      'Channels',
      html(
        h3('E-mail and SMS'),
        p(`Double opt-in, the sender clearly named, and an unsubscribe link in every message that works in one click.`),
        h3('Social media and influencers'),
        p(`Paid partnerships are labelled (${i('#ad')}, ${i('paid partnership')}). Influencers are over 18 and follow the ${a('/overview/marketing_code', 'marketing code')}.`),
        h3('Push notifications'),
        p(`Ask for permission in context, not at first launch, and limit messages to what the user asked for.`),
      ),
    ],
    [
      'Records',
      html(
        ul(
          `Keep when, where and how each consent was given, and the text shown at the time.`,
          `Withdrawals take effect within 48 hours in every system.`,
        ),
      ),
    ],
  ],

  /* ---------- brand sites ---------- */
  whats_a_starter_kit: [
    [
      "What's in the starter kit",
      html(
        p(`The starter kit is the ready-made base for a brand site: a React front end, the brand's design tokens, accessible components, consent and analytics already wired, and pipelines that build, test and deploy it.`),
        ul(`Page templates for home, article, product and campaign pages.`, `Header, footer, navigation and forms that meet WCAG 2.2 AA.`, `Performance budgets and Lighthouse checks in the pipeline.`),
      ),
    ],
    [
      'How to get it',
      html(
        ol(
          `${a('/CreateDFCProject', 'Create a project')} and choose a starter kit code template in the environment step of the wizard.`,
          `After approval, the technical team creates the repository from the template.`,
          `Build and deploy from the app page; the first build runs in a few minutes.`,
        ),
      ),
    ],
    [
      'Keeping up to date',
      html(p(`The kit is updated every quarter. Merge the update within one quarter to keep security fixes and new components; the release notes say what changed.`)),
    ],
  ],
  'tiers_content_guidelines_&_templates': [
    [
      'Site tiers',
      html(
        h3('Tier 1: flagship'),
        p(`The brand's main site in its biggest markets: full catalogue, stories, CRM sign-up, all languages.`),
        h3('Tier 2: market site'),
        p(`A local site built from the flagship templates, with local products and content.`),
        h3('Tier 3: campaign'),
        p(`A microsite or landing page for one campaign, usually for 3 to 12 months.`),
      ),
    ],
    [
      'Content per tier',
      html(
        ul(
          `${b('Tier 1:')} product pages, brand story, articles, store locator, newsletter.`,
          `${b('Tier 2:')} product pages, local news, contact.`,
          `${b('Tier 3:')} one hero, the offer, a form or a call to action, terms.`,
        ),
      ),
    ],
    [
      'Templates',
      html(
        p(`Each tier has page templates in the ${a('/brandsites/whats_a_starter_kit', 'starter kit')}. Do not build a page type that a template already covers; ask for a new template instead, so every brand benefits.`),
      ),
    ],
  ],
  'standards_&_best_practices': [
    [
      'Build',
      html(
        ul(
          `Follow the ${a('/Coding_standards', 'Coding Standards')} and the ${a('/Web_standards', 'Web Standards')}.`,
          `Keep content in the CMS, not in code.`,
          `Automate everything that runs more than twice: builds, tests, deployments, reports.`,
        ),
      ),
    ],
    [
      'Measure',
      html(
        ol(
          `Run Lighthouse and ZAP on every release candidate.`,
          `Watch the SEO and performance dashboards after launch.`,
          `Review the figures with the brand manager every month.`,
        ),
      ),
    ],
    [
      'Improve',
      html(
        p(`Fix the ${b('high impact')} recommendations first: unused JavaScript, render-blocking resources and unoptimised images usually give the biggest gains.`),
        p(`Share what worked with the other brand teams through DFC Support.`),
      ),
    ],
  ],
};

/** Builds the table's rows: ids from 1, page by page, in the seed's order. */
function seedContent(): StoredContentItem[] {
  let id = 1;
  return Object.entries(CONTENT_SEED).flatMap(([page, items]) => items.map(([title, content]) => ({ id: id++, title, content, page })));
}

export const contentTable = defineTable({
  name: 'content',
  version: 1,
  keys: ['contentItems'],
  seed: () => ({ contentItems: seedContent() }),
});

/* ---------- rules ---------- */

/** GET /api/get_content/{page}: the page's items in order; [] for a page without any. */
export function contentOf(page: string): ContentItem[] {
  return db.contentItems.filter((item) => item.page === page).map((item) => ({ ...item }));
}

const PROBLEMS: Record<ContentItemProblem, string> = {
  id: 'id must be a whole positive number',
  title: 'title is required',
  titleTooLong: 'title is too long',
  content: 'content must be text',
  contentTooLong: 'content is too long',
  page: 'page is required',
};

/** POST /api/set_content: updates the item {id} of {page} with the title and content as sent. */
export function setContent(body: unknown): Outcome<ContentItem> {
  const problem = contentItemProblem(body);
  if (problem) return badRequest(PROBLEMS[problem]);
  const { id, title, content, page } = body as ContentItem;
  const stored = db.contentItems.find((item) => item.id === id && item.page === page);
  if (!stored) return notFound(`No content item ${id} on page ${page}`);
  stored.title = title;
  stored.content = content;
  return ok({ ...stored });
}
