/** The e-mail rules the request forms and the payment form share (spec 001 §5). */
export const email = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
} as const;
