/** Free-text clinic timings in the inconsistent styles the receptionists typed into the legacy CMS. */

import type { Random } from './random';

const DAY_PATTERNS = [
  'Mon - Fri',
  'Mon - Sat',
  'Mon, Wed, Fri',
  'Tue & Thu',
  'Tue, Thu, Sat',
  'Mon to Thu',
  'Saturday',
  'Daily',
] as const;

const START_HOURS = [9, 10, 11, 14, 15, 16, 17, 18, 19] as const;

function clockTime(hour24: number): string {
  const suffix = hour24 >= 12 ? 'PM' : 'AM';
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:00 ${suffix}`;
}

function session(random: Random): string {
  const days = random.pick(DAY_PATTERNS);
  const start = random.pick(START_HOURS);
  const end = Math.min(start + random.int(2, 4), 22);
  const from = clockTime(start);
  const to = clockTime(end);
  switch (random.int(0, 2)) {
    case 0:
      return `${days}: ${from} - ${to}`;
    case 1:
      return `${days} ${from} to ${to}`;
    default:
      return `${days} ${from} - ${to}`;
  }
}

export function randomTiming(random: Random): string {
  const roll = random.next();
  if (roll < 0.04) return 'On Call';
  if (roll < 0.06) return 'By Appointment';
  if (roll < 0.16) return `${session(random)}, ${session(random)}`;
  return session(random);
}
