import { email } from './email';

/** The appointment and complaint forms (spec 001 §5, §8). */
export const forms = {
  /** Their rules: the specification's where it has one, ours where it has none. */
  request: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be 100 characters or fewer',
    ...email,
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Enter a Pakistani phone number, like 0300-1234567 or +92 300 1234567',
    branchRequired: 'Branch selection is required',
    dateRequired: 'Date is required',
    dateInvalid: 'Enter a real date',
    appointmentDatePast: 'The appointment date must be today or in the future',
    appointmentDateTooFar: 'The appointment date must be within the next 12 months',
    complaintDateFuture: 'The date must be today or in the past',
    timeRequired: 'Time is required',
    timePast: 'This time has already passed today. Choose a later time or another day',
    doctorClosedDay:
      'The doctor does not see patients on this day. Choose one of the days shown above',
    doctorOutOfHours: "Choose a time within the doctor's hours on that day, shown above",
    complaintRequired: 'Please tell us what your complaint is',
    descriptionTooLong: 'Description must be 1000 characters or fewer',
  },
  appointment: {
    success: 'Appointment request sent successfully!',
    failure: 'Failed to send appointment request. Please try again.',
    submit: 'Request appointment',
    emailLabel: 'Email (optional)',
    phoneLabel: 'Phone number',
    phoneHint:
      'The branch will call this number to confirm. For example 0300-1234567 or +92 300 1234567',
    dateLabel: 'Preferred date',
    descriptionLabel: 'What is the appointment for? (optional)',
    /** Under the reference, after sending (ours). */
    quote:
      'Keep this reference. Quote it when the branch calls you to confirm, or when you call the branch.',
  },
  complaint: {
    // Ours (issue 40): the specification's 'complaint sent successfully!' said nothing of what follows.
    success:
      'Thank you. Your complaint has been received: our complaint cell will review it and contact you.',
    failure: 'Failed to send complaint . Please try again.',
    submit: 'Register complaint',
    emailLabel: 'Email (optional)',
    phoneLabel: 'Phone number',
    phoneHint:
      'Our complaint cell will call this number about your complaint. For example 0300-1234567 or +92 300 1234567',
    dateLabel: 'Date of your visit',
    descriptionLabel: 'Your complaint',
    quote:
      'Keep this reference. Quote it when our complaint cell calls you, or when you call about your complaint.',
  },
  /** The fields' labels and the error summary (ours: the legacy form had placeholders). */
  fields: {
    name: 'Name',
    branch: 'Branch',
    selectBranch: 'Select a branch',
    time: 'Preferred time',
    problem: 'There is a problem',
    errorPrefix: 'Error:',
    /** What ends the sentence after the phone number. */
    fullStop: '.',
    orCall: 'You can also call {branch} on',
  },
  /** The form pages around the form (ours). */
  page: {
    appointmentIntro:
      'Tell us which branch you would like to visit and when. The branch will contact you to confirm the appointment.',
    complaintIntro:
      'Tell us what went wrong and at which branch. Our complaint cell will review it and contact you.',
    needsScript:
      'This form needs JavaScript to send. Please call the branch instead: every number is listed on this page.',
    preferToCall: 'Prefer to call?',
    helpline: 'Our helpline:',
  },
  /** The consultant a booking link chose, above the appointment form's fields (ours). */
  chosen: {
    /** What the description field is given when a link names the consultant. */
    prefill: 'Appointment with {name}',
    appointmentWith: 'Your appointment with',
    timing: 'Timing:',
    sits: 'Sits {days}; next {next}.',
    everyDay: 'every day',
    onDays: 'on {days}',
    today: 'today',
    tomorrow: 'tomorrow',
    choose: 'Choose {next}',
  },
  /** What the patient sent, after sending, with the reference to quote (ours). */
  sent: {
    heading: 'Your request',
    reference: 'Reference',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    branch: 'Branch',
    doctor: 'Doctor',
    date: 'Date',
    time: 'Time',
    details: 'Details',
    startNew: 'Start a new request',
    /** By when the branch calls about an appointment (domain/callBack.ts), and if it does not. */
    callToday: 'The branch will call you to confirm by {time} today.',
    callTomorrow: 'The branch will call you to confirm by {time} tomorrow.',
    callOn: 'The branch will call you to confirm by {time} on {day}.',
    callRule: 'Its appointment desk calls within two working hours of a request.',
    /** Followed by the branch's number and a full stop. */
    noCall: 'If no one has called by then, call {branch} on',
    /** A copy of the request the patient keeps: in their WhatsApp, or saved on the phone. */
    keepHeading: 'Keep a copy',
    whatsapp: 'Send it to {branch} on WhatsApp',
    whatsappNote: 'The message stays in your WhatsApp chat with the branch.',
    /** The first line of the WhatsApp message; the reference and the summary's lines follow. */
    whatsappIntro: 'Hello, I have requested an appointment at {branch}.',
    save: 'Save as PDF or print',
    saveNote: 'Choose “Save as PDF” as the printer: it works without internet.',
    opensNewTab: '(opens in a new tab)',
  },
  sending: 'Sending…',
  stillSending:
    'Still sending… This can take a while on a slow connection. Please keep this page open.',
} as const;
