/** Texts of the careers area (issue 31). */
export const careers = {
  intro: 'لاہور اور اسلام آباد کے مریضوں کی دیکھ بھال کرنے والی ٹیم کا حصہ بنیں۔',
  noneOpen: 'اس وقت کوئی خالی آسامی درج نہیں۔ براہ کرم کچھ دنوں بعد دوبارہ دیکھیں۔',
  seeAll: 'تمام خالی آسامیاں دیکھیں',
  department: 'شعبہ',
  location: 'مقام',
  jobType: 'آسامی کی نوعیت',
  positions: 'آسامیوں کی تعداد',
  salaryRange: 'تنخواہ کی حد',
  deadline: 'درخواست کی آخری تاریخ',
  startDate: 'کام شروع کرنے کی متوقع تاریخ',
  inDepartment: (department: string) => `شعبہ ${department}`,
  skills: 'مطلوبہ مہارتیں',
  description: 'کام کی تفصیل',
  details: 'آسامی کی تفصیل',
  closedOn: (date: string) => `اس آسامی کے لیے درخواستیں ${date} کو بند ہو گئیں۔`,
  attachResume: 'براہ کرم اپنا سی وی (CV) پی ڈی ایف (PDF) فائل کی صورت میں ساتھ لگائیں۔',
  applyNow: 'ابھی درخواست دیں',
  types: {
    fullTime: 'کل وقتی',
    partTime: 'جز وقتی',
    contract: 'کنٹریکٹ',
    internship: 'انٹرن شپ',
  },
  metaDescription: (title: string, group: string) => `${title}: ${group} میں ایک آسامی۔`,
  metaDescriptionIn: (title: string, department: string, group: string) =>
    `${title}، شعبہ ${department}: ${group} میں ایک آسامی۔`,
} as const;
