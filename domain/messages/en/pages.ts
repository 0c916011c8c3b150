/**
 * Each page's title (its heading and the browser's title) and its description for search engines
 * and shared links, by the page's key (components/seo/pageMetadata.ts staticPageMetadata).
 */
export const pages = {
  home: {
    title: 'Farooq Group Of Hospitals',
    description:
      'Seven hospitals in Lahore and Islamabad: find a consultant, book an appointment, and read about our branches, departments and services.',
  },
  aboutus: {
    title: 'About Us',
    description:
      'Who we are: Farooq Group Of Hospitals, seven hospitals in Lahore and Islamabad, and our charity care.',
  },
  announcements: {
    title: 'Announcements',
    description:
      'Notices from Farooq Group Of Hospitals: health camps, holidays, timings and tenders.',
  },
  appointment: {
    title: 'Book an appointment',
    description:
      'Request an appointment at any branch of Farooq Group Of Hospitals in Lahore and Islamabad, or call the branch directly.',
  },
  boardofdirectors: {
    title: 'Board of Directors',
    description: 'The board of directors of Farooq Group Of Hospitals.',
  },
  branches: {
    title: 'Our branches',
    description:
      'The seven hospitals of Farooq Group Of Hospitals in Lahore and Islamabad: their beds, their pages and how to reach them.',
  },
  careers: {
    title: 'Careers',
    description: 'Work with us: the open positions at the hospitals of Farooq Group Of Hospitals.',
  },
  complaintcell: {
    title: 'Complaint Cell',
    description: 'The focal persons of our complaint cell at each branch, and how to reach them.',
  },
  contactus: {
    title: 'Contact Us',
    description:
      'Call any branch of Farooq Group Of Hospitals, day or night, or our helpline {phone}.',
  },
  corporatepannellist: {
    title: 'Corporate Panel List',
    description:
      'The insurers and companies whose members and employees Farooq Group Of Hospitals treats on panel.',
  },
  departments: {
    title: 'Departments',
    description:
      'The departments of Farooq Group Of Hospitals: cardiology, medicine, surgery, gynaecology, paediatrics, neurology, orthopaedics and more, at each branch.',
  },
  history: {
    title: 'History',
    description:
      'How Farooq Group Of Hospitals grew from one hospital in Lahore to seven in two cities.',
  },
  learnmore: {
    title: 'Learn More',
    description:
      'Before your visit: booking, emergencies, insurance, lab reports and visiting hours.',
  },
  more: {
    title: 'Press Release',
    description: 'Press releases and events of Farooq Group Of Hospitals.',
  },
  offline: {
    title: 'You are offline',
    description: "Every branch's phone number, for when there is no connection.",
  },
  ourprojects: {
    title: 'Our Projects',
    description: 'What Farooq Group Of Hospitals has built and is building for its patients.',
  },
  pressrelease: {
    title: 'News & Events',
    description: 'Photos of the events, camps and news of Farooq Group Of Hospitals.',
  },
  privacypolicy: {
    title: 'Privacy Policy',
    description: 'How Farooq Group Of Hospitals handles what you send through this website.',
  },
  registercomplaint: {
    title: 'Register a complaint',
    description:
      'Tell Farooq Group Of Hospitals what went wrong at one of its branches, or call the branch directly.',
  },
  services: {
    title: 'Our Services',
    description:
      'Emergency, intensive care, laboratory, blood bank, home medical services and operation theatres at Farooq Group Of Hospitals.',
  },
  socialmediaposts: {
    title: 'Social Media',
    description:
      'Follow Farooq Group Of Hospitals on Facebook, Instagram, LinkedIn, TikTok and YouTube.',
  },
} as const;

/** Headings of pages whose title is not their own record's name. */
export const titles = {
  ourHistory: 'Our History',
  paymentStatus: 'Payment status',
  announcement: 'Announcement',
  consultant: 'Consultant',
  department: 'Department',
  service: 'Service',
  medicine: 'Medicine',
  medicineList: 'Medicine List',
  labReports: 'Lab reports',
  yourLabReports: 'Your lab reports',
  emergency: 'Emergency',
  emergency247: 'Emergency 24/7',
  pageNotFound: 'Page not found',
} as const;
