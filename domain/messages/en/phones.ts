/** The emergency and contact pages' own lines (issue 19). */
export const phones = {
  /** Rescue 1122, first wherever an emergency is named (issue 40). */
  rescue: 'Call 1122',
  rescueWhat: 'Rescue ambulance, free, day and night',
  nearest: 'Call your nearest branch, day or night',
  emergency: 'Emergency',
  ambulance: 'Ambulance',
  /** The branch page's own emergency lines, on its first screen (issue 40). */
  branchEmergency: 'Emergency and ambulance, open 24 hours',
  directions: 'Directions',
  contactIntro: 'Our representatives are available 24/7. Call the branch you would like to reach.',
  generalNumber: 'General number',
  ourBranches: 'Our branches',
  callBranch: (branch: string) => `Call ${branch}:`,
  offlineIntro:
    'This page is not saved on your phone. Calls still work: ring our helpline or your branch.',
  helplineAlways: 'Helpline, day and night',
} as const;
