'use client';

import { ConsultantCard, type ListedConsultant } from './ConsultantCard';

/**
 * The cards of a list page. A client component only so that the page's React payload carries the
 * consultants' data (about 0.3 KB each) rather than every card's rendered elements (about 1.4 KB
 * each); the server still renders the HTML, so the list is there without JavaScript.
 */
export function ConsultantCards({ consultants }: { consultants: ListedConsultant[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {consultants.map((consultant) => (
        <li key={consultant.id}>
          <ConsultantCard consultant={consultant} />
        </li>
      ))}
    </ul>
  );
}
