/** The footer's newsletter sign-up (spec 001 §2, §8). */
export const newsletter = {
  heading: 'Subscribe to our newsletter',
  blurb:
    'Sign up for our newsletter so you can find out the latest innovation, development, and news from the hospital',
  placeholder: 'Your Email',
  send: 'Send',
  // Ours (issue 40): the specification's 'Email sent successfully!' did not say the patient is subscribed.
  sent: 'You are subscribed to our newsletter. Thank you!',
  failed: 'Failed to send email.',
  emailLabel: 'Your email address',
  newsHeading: 'Get our news by e-mail',
} as const;
