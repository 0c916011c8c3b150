/**
 * The hospital's clock: dates and weekdays are Pakistan's, whatever zone a server or a visitor's
 * phone is set to. Pakistan keeps no daylight saving, so a day is always 24 hours.
 */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

export const DAY_MS = 24 * 60 * 60 * 1000;
