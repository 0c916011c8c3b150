/** The footer's newsletter sign-up (spec 001 §2, §8). */
export const newsletter = {
  heading: 'Subscribe to our newsletter',
  blurb:
    'Sign up for our newsletter so you can find out the latest innovation, development, and news from the hospital',
  placeholder: 'Your Email',
  send: 'Send',
  sent: 'Email sent successfully!',
  failed: 'Failed to send email.',
  emailLabel: 'Your email address',
  newsHeading: 'Get our news by e-mail',
} as const;
