/** Texts of the news area (issue 31). */
export const news = {
  details: 'تفصیلات',
  seeAll: 'تمام خبریں اور تقریبات دیکھیں',
  eventDescription: (headline: string, group: string) =>
    `${headline}: ${group} کی خبریں اور تقریبات۔`,
  eventDescriptionAt: (headline: string, branch: string, group: string) =>
    `${headline}، ${branch}: ${group} کی خبریں اور تقریبات۔`,
  branchName: 'برانچ',
  category: 'زمرہ',
  eventDate: 'تقریب کی تاریخ',
  seeAllAnnouncements: 'تمام اعلانات دیکھیں',
  announcementOf: (group: string) => `${group} کا ایک اعلان`,
  categories: {
    healthCamp: 'طبی کیمپ',
    holiday: 'چھٹی',
    notice: 'نوٹس',
    tender: 'ٹینڈر',
    admissions: 'داخلے',
    seminar: 'سیمینار',
  },
} as const;
