/** A WhatsApp link's label and the first message it writes for the patient (ours, issue 20). */
export const whatsapp = {
  label: 'WhatsApp',
  aboutBranch: (branch: string) => `Hello, I have a question for ${branch}.`,
  withDoctor: (doctor: string, branch: string) =>
    `Hello, I would like an appointment with ${doctor} at ${branch}.`,
} as const;
