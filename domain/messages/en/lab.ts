/** Lab report lookup and lists (spec 001 §2, §5, §8). */
export const lab = {
  banner: 'FH LAB REPORTS',
  tagline: 'Your test results, as soon as the laboratory has approved them.',
  /** The search page's description for search engines (ours). */
  description:
    'Look up your lab test reports from Farooq Hospitals’ laboratories by test ID or patient ID, and download them as PDF.',
  findHeading: 'Find your reports',
  yourLab: "Your branch's laboratory",
  testId: 'Test ID',
  patientId: 'Patient ID',
  search: 'Search',
  /** What Akhtar Saeed's legacy search page said in place of a title. */
  akhtarHeading: 'lab reports',
  testIdPlaceholder: 'Enter Test ID',
  patientIdPlaceholder: 'Enter Patient ID',
  columns: {
    testName: 'Test Name',
    status: 'Report Status',
    approvalDate: 'Approval Date',
    remarks: 'Remarks',
    reportName: 'Report Name',
  },
  /** The report statuses the laboratories send, by their (English) word; any other as sent. */
  statuses: {
    approved: 'Approved',
    pending: 'Pending',
  },
  /** The table's words for screen readers (ours). */
  everyReport: 'of every report',
  opensInNewTab: '(opens in a new tab)',
  reportNumbered: 'report {id}',
  /** How many reports a search found: its answer's first line, focused and read out (ours). */
  found: '{count, plural, one {# report found} other {# reports found}}',
  noReports: 'No reports found.',
  noPatientReports: 'No reports found for this patient.',
  combined: 'Combined Report',
  single: 'Single Report',
  view: 'View',
  needPatient: 'Enter Patient ID to View',
  needAnyId: 'Enter Patient ID or Test ID to View',
  noId: 'Please enter either a Test ID or Patient ID.',
  badId: 'An ID is 4 to 12 digits, as printed on your receipt.',
  tooMany: 'Too many report lookups from this device. Please wait a minute and try again.',
  /** A browser's fetch says this when the server does not answer at all. */
  noAnswer: 'Failed to fetch',
  status: 'HTTP error! status: {status}',
  /** A report file that cannot be had (the legacy page showed nothing). */
  reportUnavailable:
    'This report is not available at the moment. Please try again later, or ask the laboratory.',
  /** A report link altered, made up or past its ten minutes. */
  linkInvalid:
    'This link has expired or is not valid. Please look your report up again to open it.',
  filesTooMany: 'Too many reports opened from this device. Please wait a minute and try again.',
} as const;
