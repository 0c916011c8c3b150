/** The e-mail rules the request forms and the payment form share. */
export const email = {
  emailRequired: 'ای میل درج کرنا ضروری ہے',
  emailInvalid: 'براہ کرم درست ای میل درج کریں',
} as const;
