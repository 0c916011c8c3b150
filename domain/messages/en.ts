/**
 * The English catalogue: every text the specification fixes (its validation, success, failure,
 * empty and missing-value messages, and the labels of its screens that it names) and the code's
 * own error, empty and success texts, keyed by area. English exactly as the legacy site wrote it,
 * defects of wording included ('complaint sent successfully!', 'Failed to send complaint . Please
 * try again.'): tests compare these byte for byte.
 *
 * A text with a value in it is a function of that value, so each language places the value where
 * its grammar wants it. Site copy (history, board, privacy policy, page intros) is not here: it is
 * typed data in content/.
 */

/** Texts several areas show. */
const common = {
  /** The specification's loading state (spec 001 §2). */
  loading: 'Loading...',
  /** The specification's failure state: "Error: {message}" (spec 000 §8, 001 §2). */
  error: (message: string) => `Error: ${message}`,
  /** A missing value: lab cells, a consultant's speciality, a medicine's generic name... */
  notGiven: 'N/A',
  /** A missing timing (spec 000 §8), and a consultant's missing department or branch. */
  notAvailable: 'Not available',
} as const;

/** The e-mail rules the request forms and the payment form share (spec 001 §5). */
const email = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
} as const;

export const en = {
  common,

  /** Lab report lookup and lists (spec 001 §2, §5, §8). */
  lab: {
    banner: 'FH LAB REPORTS',
    tagline: 'Your test results, as soon as the laboratory has approved them.',
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
    status: (code: number) => `HTTP error! status: ${code}`,
    /** A report file that cannot be had (the legacy page showed nothing). */
    reportUnavailable:
      'This report is not available at the moment. Please try again later, or ask the laboratory.',
    /** A report link altered, made up or past its ten minutes. */
    linkInvalid:
      'This link has expired or is not valid. Please look your report up again to open it.',
    filesTooMany: 'Too many reports opened from this device. Please wait a minute and try again.',
  },

  /** The medicine catalogue and a medicine's page (spec 001 §2, §8). */
  catalogue: {
    heading: 'Medicine List',
    placeholder: 'Search medicines by name...',
    showAll: 'Show All Medicines',
    showLess: 'Show Less Medicines',
    empty: 'No medicines found matching your search.',
    noReviews: 'No reviews yet.',
    generic: 'Generic:',
    packPrice: 'Pack price:',
    search: 'Search',
    supplier: 'Supplier:',
    searchTooLong: (max: number) => `search must be ${max} characters or fewer.`,
    noSuchMedicine: 'There is no such medicine.',
  },

  /** Online payment (spec 001 §2, §8): the gateway's outcomes and the payment form's rules. */
  payment: {
    /** By the payment step that failed (adapters/paypro.ts's PaymentFailure). */
    failures: {
      authentication: 'Payment authentication failed. Please try again.',
      'not-ready': 'Payment system not ready. Please try again.',
      initiation: 'Payment initiation failed. Please try again.',
    },
    success: 'Payment initiated successfully!',
    tooMany: 'Too many payments from this device. Please wait a minute and try again.',
    tooManyChecks: 'Too many payment checks from this device. Please wait a minute and try again.',
    notOrderNumber: 'That is not an order number of ours.',
    quantity: (max: number) => `Quantity must be from 1 to ${max}.`,
    /** How an order stands, on the page the gateway sends the customer back to. */
    status: {
      PAID: 'Your payment has been received. Thank you.',
      UNPAID: 'Your payment has not been completed yet.',
      FAILED: 'Your payment did not go through. Nothing has been charged.',
      unknownOrder:
        'We could not find that order. If you paid, please keep your receipt from PayPro and call us.',
    },
    /** The medicine page's buying panel and the status page (ours, but the field names). */
    panel: {
      buy: 'Buy',
      quantity: 'Quantity',
      fewer: 'One fewer',
      more: 'One more',
      total: 'Total:',
      wait: 'Please wait…',
      addToCart: 'Add to Cart',
      yourDetails: 'Your details',
      fullName: 'Full Name',
      mobile: 'Mobile Number',
      email: 'Email',
      address: 'Address',
      proceed: 'Proceed to Payment',
      aUnit: 'a unit',
      orderNumber: 'Order number',
      amount: 'Amount',
      backToMedicines: 'Back to the medicines',
      partners: 'Our pharmacy partners',
      previousPage: 'Previous page',
      nextPage: 'Next page',
    },
    form: {
      nameRequired: 'Full Name is required',
      mobileRequired: 'Mobile Number is required',
      mobileInvalid: 'Enter a Pakistani mobile number, like 0300-1234567',
      ...email,
      addressRequired: 'Address is required',
      tooLong: 'This is too long',
    },
  },

  /** The appointment and complaint forms (spec 001 §5, §8). */
  forms: {
    /** Their rules: the specification's where it has one, ours where it has none. */
    request: {
      nameRequired: 'Name is required',
      nameTooLong: 'Name must be 100 characters or fewer',
      ...email,
      phoneInvalid: 'Enter a Pakistani phone number, like 0300-1234567 or +92 300 1234567',
      branchRequired: 'Branch selection is required',
      dateRequired: 'Date is required',
      dateInvalid: 'Enter a real date',
      appointmentDatePast: 'The appointment date must be today or in the future',
      appointmentDateTooFar: 'The appointment date must be within the next 12 months',
      complaintDateFuture: 'The date must be today or in the past',
      timeRequired: 'Time is required',
      descriptionTooLong: 'Description must be 1000 characters or fewer',
    },
    appointment: {
      success: 'Appointment request sent successfully!',
      failure: 'Failed to send appointment request. Please try again.',
      submit: 'Request appointment',
      dateLabel: 'Preferred date',
      descriptionLabel: 'What is the appointment for? (optional)',
    },
    complaint: {
      success: 'complaint sent successfully!',
      failure: 'Failed to send complaint . Please try again.',
      submit: 'Register complaint',
      dateLabel: 'Date of your visit',
      descriptionLabel: 'Your complaint (optional)',
    },
    /** The fields' labels and the error summary (ours: the legacy form had placeholders). */
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Contact number (optional)',
      phoneHint: 'For example 0300-1234567 or +92 300 1234567',
      branch: 'Branch',
      selectBranch: 'Select a branch',
      time: 'Preferred time',
      problem: 'There is a problem',
      errorPrefix: 'Error:',
      orCall: (branch: string) => `You can also call ${branch} on`,
    },
    /** The form pages around the form (ours). */
    page: {
      appointmentIntro:
        'Tell us which branch you would like to visit and when. The branch will contact you to confirm the appointment.',
      complaintIntro:
        'Tell us what went wrong and at which branch. The branch will look into it and contact you.',
      needsScript:
        'This form needs JavaScript to send. Please call the branch instead: every number is listed on this page.',
      preferToCall: 'Prefer to call?',
      helpline: 'Our helpline:',
    },
    sending: 'Sending…',
    stillSending:
      'Still sending… This can take a while on a slow connection. Please keep this page open.',
  },

  /** The footer's newsletter sign-up (spec 001 §2, §8). */
  newsletter: {
    heading: 'Subscribe to our newsletter',
    blurb:
      'Sign up for our newsletter so you can find out the latest innovation, development, and news from the hospital',
    placeholder: 'Your Email',
    send: 'Send',
    sent: 'Email sent successfully!',
    failed: 'Failed to send email.',
  },

  /** Consultant lists and a consultant's page (spec 000 §2, §8). */
  consultants: {
    allTitle: (group: string) => `Our Consultants In ${group}`,
    allHeading: 'All Consultants',
    allBlurb:
      'Experienced consultants across our seven branches in Lahore and Islamabad. Find the right specialist and book an appointment.',
    branchTitle: (branch: string) => `Our Consultants at ${branch}`,
    branchBlurb: (branch: string) =>
      `Meet the consultants of our ${branch} branch: their departments, clinic timings and how to book an appointment.`,
    branchHeading: (branch: string) => `${branch} Consultants`,
    noDesignation: 'Designation not available',
    notFound: 'No consultant details found',
    searchTooLong: (max: number) => `Search text must be at most ${max} characters.`,
    /** A list's count above its cards; the verb agrees with the count ("1 consultant matches"). */
    found: (count: number, searched: boolean) => {
      if (count === 0) {
        return searched ? 'No consultants match your search.' : 'No consultants are listed yet.';
      }
      if (count === 1) return searched ? '1 consultant matches your search.' : '1 consultant.';
      return searched ? `${count} consultants match your search.` : `${count} consultants.`;
    },
  },

  /** A branch's landing page (spec 000 §2). */
  branches: {
    noServices: 'No services available.',
    noWestwoodAbout: 'No data found for Westwood branch',
  },

  /** A WhatsApp link's label and the first message it writes for the patient (ours, issue 20). */
  whatsapp: {
    label: 'WhatsApp',
    aboutBranch: (branch: string) => `Hello, I have a question for ${branch}.`,
    withDoctor: (doctor: string, branch: string) =>
      `Hello, I would like an appointment with ${doctor} at ${branch}.`,
  },

  /**
   * What a page says of an item that does not exist (spec 000 §8, 001 §2, §8); the event, gallery
   * and medicine texts are ours, the specification naming none.
   */
  notFound: {
    /** An address the site does not have. */
    page: 'Page not found',
    announcement: 'Announcement not found.',
    job: 'Job not found',
    department: 'Department not found',
    service: 'Service not found',
    event: 'Event not found.',
    gallery: 'Gallery not found.',
    medicine: 'Medicine not found.',
  },

  /** Press and event galleries (spec 001 §2). */
  galleries: {
    defaultName: 'Gallery',
    noDescription: 'No description available.',
  },

  /**
   * What the API fails with when a content service cannot be read and nothing is cached, by the
   * screen asking (spec 000 §8); the page shows it as "Error: {message}". The announcement, job
   * and gallery texts are ours: the specification only logged those failures.
   */
  upstream: {
    data: 'Failed to fetch data',
    consultant: 'Failed to fetch consultant details',
    services: 'Failed to fetch services',
    service: 'Error fetching service data',
    department: 'Error fetching department data',
    departmentServices: 'Error fetching services data',
    event: 'Failed to fetch event details',
    announcement: 'Failed to fetch announcement details',
    job: 'Failed to fetch job details',
    gallery: 'Failed to fetch gallery details',
    medicines: 'Failed to fetch medicine data',
    paymentStatus: 'Failed to fetch the payment status',
  },

  /** The frame of every page: navigation, call strip, phone bar, footer (ours, issue 20). */
  site: {
    skipLink: 'Skip to content',
    home: 'Home',
    menu: 'Menu',
    mainNav: 'Main',
    emergency: 'Emergency 24/7',
    helpline: 'Helpline',
    call: 'Call',
    callOrBook: 'Call or book',
    opensNewTab: '(opens in a new tab)',
    language: 'Language',
    lowData: 'Low-data mode: slideshows and maps are not loaded.',
    loadThem: 'Load them',
    menus: {
      about: 'About Us',
      branches: 'Branches',
      consultants: 'Find a consultant',
      communication: 'Communication',
      more: 'More',
      departments: 'Departments',
      services: 'Services',
    },
    partnerWebsite: (hospital: string) => `${hospital} website`,
    partnerDoctors: (hospital: string) => `${hospital} doctors on its website`,
    resources: 'Resources',
    departments: 'Departments',
    locations: 'Our locations',
    map: 'Map',
    mapOf: (place: string) => `Map of ${place}`,
    openInMaps: 'Open in Google Maps',
    location: 'Location',
    socialMedia: 'Social media',
    rights: 'All rights reserved.',
    learnMore: 'Learn more',
    aboutUs: 'about us',
    viewAll: 'View All',
    services: 'services',
    notFoundBefore:
      'There is no page at this address. Search for a consultant below, or call us on',
    notFoundAfter: ', day or night.',
    weOffer: 'What we offer',
    findIn: (department: string) => `Find a ${department} consultant`,
  },

  /** The consultant search panel and a list's cards and pager (issue 19). */
  finder: {
    heading: 'Find your Consultant',
    name: 'Consultant name',
    namePlaceholder: 'Name or specialty',
    branch: 'Branch',
    allBranches: 'All branches',
    /** The specification's first department choice (spec 000 §5). */
    allDepartments: 'All Departments',
    department: 'Department',
    sitsToday: 'Sits today',
    search: 'Search',
    orDepartment: 'Or search a department',
    timing: 'Timing:',
    cardDepartment: 'Department:',
    branchLocation: 'Branch Location:',
    book: 'Book an appointment',
    bookWith: (doctor: string) => `with ${doctor}`,
    designation: 'Designation',
    speciality: 'Speciality',
    timingTerm: 'Timing',
    departmentTerm: 'Department',
    branchTerm: 'Branch Location',
    profile: 'Profile',
    allAt: (branch: string) => `All consultants at ${branch}`,
    pages: 'Pages of consultants',
    firstPage: 'First page',
    previous: 'Previous',
    next: 'Next',
    page: 'page',
    pageNumber: 'Page',
  },

  /** The emergency and contact pages' own lines (issue 19). */
  phones: {
    nearest: 'Call your nearest branch, day or night',
    emergency: 'Emergency',
    ambulance: 'Ambulance',
    directions: 'Directions',
    contactIntro:
      'Our representatives are available 24/7. Call the branch you would like to reach.',
    generalNumber: 'General number',
    ourBranches: 'Our branches',
    callBranch: (branch: string) => `Call ${branch}:`,
    offlineIntro:
      'This page is not saved on your phone. Calls still work: ring our helpline or your branch.',
    helplineAlways: 'Helpline, day and night',
  },

  /** The API's refusals of a malformed argument. */
  api: {
    badId: (what: string) => `${what} id must be a positive whole number.`,
  },
} as const;
