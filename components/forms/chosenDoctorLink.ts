import { useEffect, useState } from 'react';
import type { ConsultantCardFragment } from '@/graphql/__generated__/operations';
import { choiceOfLink } from './appointmentLink';
import { chosenConsultant } from './chosenConsultant';

export type ChosenDoctorRecord = ConsultantCardFragment;

/**
 * The consultant the page's booking link names (`?doctor=`), once the API has given them; null
 * without one, or when the lookup fails (the form works the same without it). `wanted` is false on
 * forms that take no consultant.
 */
export function useChosenDoctor(wanted: boolean): ChosenDoctorRecord | null {
  const [doctor, setDoctor] = useState<ChosenDoctorRecord | null>(null);
  useEffect(() => {
    const { doctor: id } = choiceOfLink(window.location.search);
    if (!wanted || !id) return;
    let current = true;
    chosenConsultant(id).then(
      (found) => current && setDoctor(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return doctor;
}
