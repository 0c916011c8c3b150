'use server';

import { queryPage } from '@/graphql/client/server';
import { ChosenConsultantDocument } from '@/graphql/__generated__/operations';

/**
 * The consultant a booking link names by id, for the appointment form to show; null for an id
 * the API refuses or a consultant that cannot be read (the form then shows no one, and still
 * works). The form page is one cached page for everyone, so the browser asks for this.
 */
export async function chosenConsultant(id: string) {
  const result = await queryPage(ChosenConsultantDocument, { id });
  return result.data?.consultant ?? null;
}
