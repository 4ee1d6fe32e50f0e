/** The project lifecycle: creation, lists, wizard, details, approval, team members, tasks. Verbatim, typos included. */
export const projectTexts = {
  projects: {
    created: 'Project Created Successfully',
    /** Ours: the success modal's way to the new project's wizard (the answer's projectId). */
    fillDetails: 'Fill in Project Details',
    duplicateName: 'Project Name Already exists please try with another name',
    createFailed: ' Couldnot load please re-try',
    wizardNoTemplate: 'Please select Code Template',
    wizardUpdateFailed: 'Error Occured While sending Details Entered! Please Re-enter project details',
    wizardSubmitted: "Project submitted successfully \n Currently it is pending for brand manager's approval",
    templateSaved: (name: string) => `${name} Template Saved Successfully`,
    templateExists: (name: string) => `${name} already exists, please enter another name`,
    approved: 'Approved Successfully',
    rejected: 'Rejected Successfully',
    sentForTech: 'Sent for Tech Verification Successfully',
    networkError: 'Network Error Try Again ',
    /** Ours: a 403 answer to a creation (an agency naming another agency). */
    createOnlyOwnAgency: 'An agency may create projects only for itself; a brand manager may create them for any agency.',
    /** Ours: the title of a message that says who may do what (a 403 answer). */
    notAllowedTitle: 'Not allowed',
    /** Beyond the seeds: a 409 answer, someone decided first. */
    alreadyDecided: 'This project has already been decided. Reload to see its current state.',
    reload: 'Reload',
    /** Beyond the seeds: a template save that failed for another reason than a name clash. */
    templateSaveFailed: (name: string) => `The template ${name} could not be saved: the server did not accept the request. Please try again.`,
    templateSaveRejected: (name: string, reason: string) => `The template ${name} could not be saved: ${reason}`,
  },
  projectLists: {
    myProjectsTitle: 'My Projects',
    pendingTitle: 'Projects Pending for Approval',
    approvedTitle: 'Approved Projects',
    project: 'Project',
    creator: 'Creator',
    createdOn: 'Created On',
    /** A card row the server did not send (seed 000's assigned list gives only projectId and projectName). */
    notGiven: '—',
    status: 'Status',
    agency: 'Agency',
    createProject: 'Create Project',
    viewProject: 'View Project',
    /** Accessible name of a card's button: the visible text plus the project name. */
    actionLabel: (action: string, projectName: string) => `${action} ${projectName}`,
    legendTitle: 'Colour legend',
    legend: { yetToCreate: 'Yet to Create', submitted: 'Yet to get Approval', approved: 'Approved' },
    loadFailed: 'The projects could not be loaded.',
    unreachable: 'The server could not be reached. Please try again.',
    /** Beyond the seeds: the lists' search and status filter found nothing. */
    noMatch: 'No project matches your search.',
    create: {
      title: 'Create DFC Project',
      name: 'Project Name',
      brand: 'Brand',
      agency: 'Agency',
      summary: 'Summary',
      submit: 'Submit',
      submitting: 'Submitting…',
      chooseBrand: 'Select a brand',
      chooseAgency: 'Select an agency',
      nameRequired: 'Please enter the Project Name',
      nameTooLong: (max: number) => `Project Name must be at most ${max} characters`,
      brandRequired: 'Please select a Brand',
      agencyRequired: 'Please select an Agency',
      summaryRequired: 'Please enter a Summary',
      optionsFailed: 'The brands and agencies could not be loaded.',
      optionsLoading: 'Loading brands and agencies...',
    },
  },
  wizard: {
    title: 'Create a New Project',
    /** A read-only field the server did not send (the seeds' details list no summary or creator). */
    notGiven: 'Not given',
    steps: ['General Information', 'Technical Information', 'Environment Information'],
    stepsLabel: 'Wizard steps',
    savedTemplates: 'Saved Templates',
    saveAndContinue: 'Save & Continue',
    submit: 'Submit',
    previous: 'Previous',
    saveThisTemplate: 'Save This Template',
    saving: 'Saving…',
    projectName: 'Project Name',
    brand: 'Brand',
    creator: 'Project Creator',
    summary: 'Project Summary',
    readOnlyHint: 'Project name, brand, creator and summary were set when the project was created and cannot be changed here.',
    markets: 'Markets',
    duration: 'Duration',
    noChoice: 'Not selected',
    sprints: 'Approximate Number of Sprints',
    teamMembers: 'Number of Team Members',
    qualityAssurance: 'Quality Assurance',
    cmsRequired: 'Is CMS Required ?',
    cms: 'CMS',
    frontend: 'Frontend',
    middleware: 'Middleware',
    framework: 'Framework',
    backend: 'Backend',
    codeTemplate: 'Code Template',
    cloudPlatform: 'Cloud Platform',
    cloudRegion: 'Cloud Region',
    regionLabel: (name: string, serviceName: string) => (serviceName ? `${name} (${serviceName})` : name),
    hostingType: 'Hosting Type',
    environments: 'Environments',
    endUsers: 'End Users',
    hits: 'Expected Number of Hits',
    loadingOptions: 'Loading options…',
    listsFailed: 'Some option lists could not be loaded.',
    loadFailed: 'The project could not be loaded.',
    validationTitle: 'Please check',
    select: 'Select',
    savedTemplatesTitle: 'Saved Templates',
    savedTemplatesList: 'Your saved templates',
    noSavedTemplates: 'You have no saved templates yet. Fill the wizard and use Save This Template on the last step.',
    templatesFailed: 'Your saved templates could not be loaded.',
    fillTemplateData: 'Fill Template Data',
    saveTemplateTitle: 'Save This Template',
    templateName: 'Template Name',
    templateNameHint: 'Upper case; each of your templates needs its own name.',
    templateNameRequired: 'Please enter a template name',
    save: 'Save',
    noProject: 'A project must be chosen first: the wizard fills in the details of a project that has already been created for you.',
    toMyProjects: 'Go to My Projects',
    toHome: 'Go to Home',
    /** Ours (issue 24): the server refused the update of a project submitted or approved meanwhile (409). */
    closedTitle: 'Not saved',
    closedFallback: 'This project has already been submitted: its details can no longer be changed here.',
    backToForm: 'Back to the form',
    /** Ours: the wizard's project is not the user's (403) or does not exist (404): a retry cannot help. */
    notYours: 'This project cannot be filled in here: it is not one of your projects, or it no longer exists.',
    /** Ours: /RoutingTrail for a role that does not fill the wizard (seed 000 section 6: roles 2, 3, 6, 7 do). */
    notForRole: 'The wizard is filled in by brand managers and agencies; your role has no project to fill in here.',
    toPendingProjects: 'Go to Projects Pending for Approval',
  },
  projectDetails: {
    heading: 'Project Details',
    /** To /project/{projectId}/apps (seed 001 section 6: roles 2-8), once the project is approved. */
    viewApps: 'View Apps',
    viewAppsLabel: (name: string) => `View Apps of ${name}`,
    tabsLabel: 'Project sections',
    tabs: { details: 'Project Details', team: 'Team Members', tasks: 'Tasks' },
    name: 'Project Name',
    brand: 'Brand',
    cms: 'CMS',
    markets: 'Markets',
    sprints: 'Number of Sprints',
    hostingType: 'Hosting Type',
    hits: 'Number of Hits',
    cloud: 'Cloud Platform',
    teamMembers: 'Number of Team Members',
    frontend: 'Frontend',
    middleware: 'Middleware',
    backend: 'Backend',
    environments: 'Environments',
    qualityAssurance: 'Quality Assurance',
    endUsers: 'End Users',
    status: 'Status',
    notSet: 'Not set',
    noneChosen: 'None',
    notFound: 'This project does not exist, or you may not view it.',
    loadFailed: 'The project could not be loaded.',
    unreachable: 'The server could not be reached. Please try again.',
    goToHome: 'Go to Home',
  },
  /**
   * Ours: the project view's status panel for roles 2, 3, 6, 7 (seed 001 section 6: "IP address,
   * devops, environment, report buttons") and its report-download dialog. The seeds name the
   * buttons only; every word here is ours.
   */
  projectView: {
    title: 'Status and Links', // Ours
    status: 'Status', // Ours
    actionsLabel: 'Project links and reports', // Ours
    ipAddress: 'IP Address', // Ours
    ipAddressValue: 'IP address of the environment', // Ours
    copy: 'Copy', // Ours
    copyLabel: 'Copy IP address', // Ours
    copied: 'Copied', // Ours
    copyFailed: 'Could not copy. Select the address and copy it by hand.', // Ours
    devops: 'Devops', // Ours
    environment: 'Environment', // Ours
    newTab: '(opens in a new tab)', // Ours
    lighthouseReports: 'Lighthouse Reports', // Ours
    sonarReports: 'Sonar Reports', // Ours
  },
  /** Ours: the report-download dialog (seed 001 sections 2 and 7: "report downloads"). */
  reportDownload: {
    version: 'Version', // Ours
    createdOn: 'Created On', // Ours
    name: 'Name', // Ours
    download: 'Download', // Ours
    downloading: 'Downloading…', // Ours
    downloadLabel: (version: number) => `Download version ${version}`, // Ours
    downloadingLabel: (version: number) => `Downloading version ${version}`, // Ours
    tableLabel: (title: string) => `${title} by version, newest first`, // Ours
    empty: 'There are no reports yet.', // Ours
    saved: (fileName: string) => `Saved ${fileName}.`, // Ours
    failed: (version: number) => `Version ${version} could not be downloaded. Please try again.`, // Ours
    unreachable: (version: number) => `Version ${version} could not be downloaded: the server could not be reached. Please try again.`, // Ours
    emptyReport: (version: number) => `Version ${version} could not be downloaded: the server sent an empty report. Please try again.`, // Ours
    close: 'Close', // Ours
  },
  approval: {
    title: 'Approval',
    bmHint: 'Approve the project, reject it, or assign it to a tech team user for verification.',
    techHint: 'This project was sent to you for tech verification.',
    assignedTo: (username: string) => `Assigned to ${username} for tech verification`,
    techUser: 'Tech Team User',
    chooseTechUser: 'Choose a tech team user to approve or assign the project.',
    techUsersLoading: 'Loading tech team users...',
    techUsersFailed: 'The tech team users could not be loaded.',
    approve: 'Approve',
    reject: 'Reject',
    assignToTech: 'Assign to Tech',
    sending: 'Sending…',
    confirmTitle: 'Reject this project?',
    confirmBody: (projectName: string) => `${projectName} will be sent back to its agency.`,
    confirmReject: 'Reject',
    cancel: 'Cancel',
    retry: 'Retry',
    goToPending: 'Go to Projects Pending for Approval',
    goToApproved: 'Go to Approved Projects',
    goToHome: 'Go to Home',
    onlyManager: 'Only the brand manager who manages this project may decide on it.', // Ours: a 403 answer to approve, reject or assign to tech
    onlyTechUser: 'Only the technical user assigned to this project may decide on it.', // Ours: a 403 answer to the tech decision
  },
  team: {
    added: 'Team member added Successfully',
    addFailed: 'Error in adding Team member, Please try again',
    tableLabel: 'Team members of the project',
    name: 'Name',
    role: 'Role',
    experience: 'Experience',
    empty: 'No team members have been added to this project yet.',
    loadFailed: 'The team members could not be loaded.',
    addExisting: 'Add Existing Team Member',
    addNew: 'Add New Team Member',
    users: 'Users',
    usersHint: 'Choose one or more users to add to the project.',
    usersLoading: 'Loading users...',
    usersFailed: 'The users could not be loaded.',
    noUsersLeft: 'Every user is already a member of this project.',
    email: 'Email',
    experienceYears: 'Experience (years)',
    skills: 'Skills',
    optionsLoading: 'Loading roles and skills...',
    optionsFailed: 'The roles and skills could not be loaded.',
    nameRequired: 'Please enter a name',
    emailRequired: 'Please enter an email',
    emailInvalid: 'Please enter a valid email address',
    experienceRequired: 'Please enter the experience in years',
    experienceNumber: 'Experience must be a number',
    experienceMin: 'Experience cannot be negative',
    roleRequired: 'Please select a role',
    skillsRequired: 'Please select at least one skill',
    add: 'Add',
    adding: 'Adding…',
    cancel: 'Cancel',
    ok: 'OK',
    retry: 'Retry',
    onlyFillers: "Only the project's agency or its creator may add team members to it.", // Ours: a 403 answer to an add
  },
  tasks: {
    tableLabel: 'Tasks of the project',
    taskId: 'Task Id',
    taskName: 'Task Name',
    state: 'State',
    createdOn: 'Created On',
    expectedCompletionDate: 'Expected Completion Date',
    assignedTeamMember: 'Assigned TeamMember',
    editTask: 'Edit Task',
    edit: 'Edit',
    editLabel: (taskName: string) => `Edit task ${taskName}`,
    addTask: 'Add Task',
    empty: 'No tasks have been added to this project yet.',
    loadFailed: 'The tasks could not be loaded.',
    addTitle: 'Add Task',
    editTitle: 'Edit Task',
    description: 'Task Description',
    assignee: 'Assigned Team Member',
    unassigned: 'Not assigned',
    nameRequired: 'Please enter the Task Name',
    stateRequired: 'Please select a State',
    optionsFailed: 'The states or team members could not be loaded.',
    saveFailed: 'The task could not be saved. Please try again.',
    onlyParties: "Only the project's agency, its creator, the brand manager who manages it or its technical user may change its tasks.", // Ours: a 403 answer to a save, or known beforehand
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    retry: 'Retry',
  },
} as const;
