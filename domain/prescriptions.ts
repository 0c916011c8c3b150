/**
 * Which medicines are sold only on a doctor's prescription (issue 40): the cart and the medicine
 * pages say so before a patient pays, and the rider asks for the prescription at the door.
 *
 * The catalogue carries no schedule or category, so the rule reads the medicine's generic and
 * trade names. Its classes are the three issue 40 names (insulin, injections, antibiotics), each
 * spelled out by its classes in the WHO ATC/DDD Index (https://atcddd.fhi.no/atc_ddd_index/);
 * which schedule of the Drug Regulatory Authority of Pakistan (DRAP) each falls in is for the
 * hospital's pharmacist to confirm (docs/differences.md):
 *   - insulins and their analogues: ATC A10A;
 *   - antibacterials for systemic use: ATC J01 (penicillins J01C, cephalosporins J01D,
 *     macrolides J01F, quinolones J01M, tetracyclines J01A) and metronidazole (P01AB01, J01XD01);
 *   - anything given by injection (a vial, an ampoule, a pen, an infusion): a parenteral dose
 *     needs a prescriber whatever the medicine.
 * Oral antidiabetics, blood pressure and heart medicines are left to the pharmacist's judgement
 * at the door; the list is a reviewer's (docs/differences.md) and grows here, in one place.
 */

/** Generic names (or their stems) of the prescription-only classes, in lower case. */
const PRESCRIPTION_GENERICS: readonly string[] = [
  // A10A insulins
  'insulin',
  // J01 antibacterials
  'amoxicillin',
  'co-amoxiclav',
  'clavulan',
  'ampicillin',
  'cloxacillin',
  'flucloxacillin',
  'penicillin',
  'cefixime',
  'cefuroxime',
  'ceftriaxone',
  'cefalexin',
  'cephalexin',
  'cefaclor',
  'cefdinir',
  'cefpodoxime',
  'azithromycin',
  'clarithromycin',
  'erythromycin',
  'ciprofloxacin',
  'levofloxacin',
  'moxifloxacin',
  'ofloxacin',
  'doxycycline',
  'tetracycline',
  'linezolid',
  'co-trimoxazole',
  'sulfamethoxazole',
  'nitrofurantoin',
  'fosfomycin',
  'metronidazole',
];

/** Dosage forms given by injection, as trade names write them. */
const INJECTED = /\b(injection|inj\.?|vial|ampoule|ampule|amp\.?|infusion|pen)\b/i;

export interface PrescriptionFacts {
  tradeName: string;
  genericName: string | null;
}

/** Whether the medicine is sold only on a doctor's prescription (see the rule above). */
export function needsPrescription({ tradeName, genericName }: PrescriptionFacts): boolean {
  const names = `${genericName ?? ''} ${tradeName}`.toLowerCase();
  return INJECTED.test(tradeName) || PRESCRIPTION_GENERICS.some((stem) => names.includes(stem));
}
