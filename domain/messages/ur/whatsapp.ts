export const whatsapp = {
  label: 'واٹس ایپ',
  aboutBranch: (branch: string) => `السلام علیکم، میرا ${branch} کے لیے ایک سوال ہے۔`,
  /** "مجھے … چاہیے" rather than "چاہتا/چاہتی ہوں": the same words for a man or a woman. */
  withDoctor: (doctor: string, branch: string) =>
    `السلام علیکم، مجھے ${branch} میں ${doctor} کے ساتھ اپائنٹمنٹ چاہیے۔`,
} as const;
