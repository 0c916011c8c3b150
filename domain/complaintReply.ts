import { DAY_MS, pakistanTime } from './pakistanClock';
import type { Weekday } from './weekdays';

/**
 * When the complaint cell answers a complaint (issue 54, ours: the specification only says a
 * notice is shown, and states no answering time). The rule: within two of the cell's working
 * days after the day the complaint was sent, so the patient is told a day ("by Wednesday 12
 * November") and knows when to stop waiting and call the cell instead.
 */

/** Working days the complaint cell takes to answer (ours, for the hospital to confirm). */
export const COMPLAINT_REPLY_WORKING_DAYS = 2;

/**
 * SAMPLE: the days the complaint cell works, Monday to Saturday, Sunday off, as the branches'
 * appointment desks (domain/branches.ts): the hospital supplies its own.
 */
export const COMPLAINT_CELL_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6];

export interface ComplaintReply {
  /** The last day of the promise, in Pakistan, as a date input writes it (YYYY-MM-DD). */
  date: string;
  weekday: Weekday;
}

/**
 * The day by which the complaint cell answers a complaint sent at `sentAt`. The day it was sent
 * does not count, however early: a complaint sent on Monday is answered by Wednesday, one sent on
 * Saturday or Sunday by Tuesday.
 */
export function complaintReplyBy(sentAt: Date): ComplaintReply {
  let left = COMPLAINT_REPLY_WORKING_DAYS;
  for (let ahead = 1; ahead <= 14; ahead += 1) {
    const day = pakistanTime(new Date(sentAt.getTime() + ahead * DAY_MS));
    if (!COMPLAINT_CELL_DAYS.includes(day.weekday)) continue;
    left -= 1;
    if (left === 0) return { date: day.date, weekday: day.weekday };
  }
  throw new Error('A complaint cell that never works cannot promise an answer');
}
