import Link from 'next/link';
import { MISSING } from '@/components/consultants/missingValues';

export default function ConsultantNotFound() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">{MISSING.notFound}</h1>
      <p className="mt-4">
        <Link href="/OurDoctors" className="text-brand-700 underline">
          See all our consultants
        </Link>
      </p>
    </div>
  );
}
