import type { BranchId } from '@/domain/branches';

/** The contact page's phone lines, in its order and with its labels (spec 001 §2). */
export const CONTACT_LINES: readonly { branch: BranchId; label: string }[] = [
  { branch: 'WEST_WOOD', label: 'Westwood Lahore' },
  { branch: 'ALLAMA_IQBAL_TOWN', label: 'Iqbal Town Lahore' },
  { branch: 'DHA', label: 'DHA Lahore' },
  { branch: 'BAHRIA_GOLF_CITY', label: 'Islamabad' },
  { branch: 'BAHRIA_ENCLAVE', label: 'Bahria Enclave Islamabad' },
  { branch: 'AKHTAR_SAEED', label: 'Akhtar Saeed Trust Hospital Lahore' },
  { branch: 'DOCTORS_HOSPITAL', label: 'Doctors Hospital Lahore' },
];
