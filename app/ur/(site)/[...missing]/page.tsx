import { notFound } from 'next/navigation';

/** An Urdu address no page has: the Urdu not-found page (the group not-found page). */
export default function UrduMissing() {
  notFound();
}
