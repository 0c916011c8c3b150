/** Texts of the news area (issue 31): news and events, announcements (spec 000 §2, 001 §2). */
export const news = {
  details: 'Details',
  seeAll: 'See all news and events',
  eventDescription: (headline: string, group: string) =>
    `${headline}: news and events of ${group}.`,
  eventDescriptionAt: (headline: string, branch: string, group: string) =>
    `${headline}, ${branch}: news and events of ${group}.`,
  branchName: 'Branch Name',
  category: 'Category',
  eventDate: 'Event Date',
  seeAllAnnouncements: 'See all announcements',
  announcementOf: (group: string) => `an announcement of ${group}`,
  /** The announcement categories the feed sends (spec 001 §2). */
  categories: {
    healthCamp: 'Health Camp',
    holiday: 'Holiday',
    notice: 'Notice',
    tender: 'Tender',
    admissions: 'Admissions',
    seminar: 'Seminar',
  },
} as const;
