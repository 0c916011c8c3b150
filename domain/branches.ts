import { BRANCH_PAGE_PATHS, CONSULTANT_LIST_PATHS } from './addresses';
import { messages } from './messages';
import { nameKey } from './names';
import type { DeskHours } from './callBack';
import type { OutpatientHours } from './outpatientHours';
import type { GeoPoint } from './nearestBranches';

/**
 * The registry of the group's seven branches, keyed by the value GraphQL names them by (the
 * `BranchId` enum), so every layer uses the same key. Pure data and rules: no upstream, no
 * environment.
 */

export const BRANCH_IDS = [
  'ALLAMA_IQBAL_TOWN',
  'DHA',
  'WEST_WOOD',
  'BAHRIA_GOLF_CITY',
  'BAHRIA_ENCLAVE',
  'AKHTAR_SAEED',
  'DOCTORS_HOSPITAL',
] as const;
export type BranchId = (typeof BRANCH_IDS)[number];

export type City = 'Lahore' | 'Islamabad';

/** The cities in Urdu script, as Urdu pages name them (docs/translation.md, glossary). */
export const URDU_CITY: Readonly<Record<City, string>> = {
  Lahore: 'لاہور',
  Islamabad: 'اسلام آباد',
};

/**
 * How a hospital belongs to the group: the legacy navigation lists five branches, then the trust
 * hospital, then the partner hospital as a link to its own site (spec 000 §2).
 */
export type Affiliation = 'BRANCH' | 'TRUST' | 'PARTNER';

export interface BedFacts {
  total: number;
  /** Beds set aside for patients who cannot pay. */
  forPoorPatients: number | null;
  charityPercent: number | null;
}

export interface Branch {
  id: BranchId;
  /** The name the specification filters feeds by (spec 000 §3, "Branch names used to filter"). */
  name: string;
  displayName: string;
  /** What the branch's page says of it under its name. */
  description: string;
  city: City;
  affiliation: Affiliation;
  /** Every spelling the feeds and forms use for this branch, beyond its name. */
  spellings: readonly string[];
  landingPath: string;
  /** The consultant list page; the first path is canonical, the others are spellings the navigation uses. */
  consultantPaths: readonly string[];
  phone: string;
  /** The emergency department's own line, answered 24/7. */
  emergencyPhone: string;
  /** The branch's ambulance desk. */
  ambulancePhone: string;
  /** The branch's WhatsApp number in international digits (923001234567); null where none. */
  whatsapp: string | null;
  /**
   * When the appointment desk works: by these hours the branch promises its call about a booking
   * (`callBackBy` in domain/callBack.ts).
   */
  appointmentDesk: DeskHours;
  /**
   * When the branch's outpatient clinics see patients: the only times the general appointment
   * form offers and takes (domain/outpatientHours.ts).
   */
  outpatientHours: OutpatientHours;
  address: string;
  mapUrl: string;
  /** The branch on a map, for an embedded frame (zoom 15, within the specification's 14 to 16). */
  mapEmbedUrl: string;
  /** Where the branch is, so the patient's browser can put the nearest branch first. */
  position: GeoPoint;
  beds: BedFacts | null;
  /** At most this many news items on the branch page; null shows all (spec 000 §2). */
  newsLimit: number | null;
  /** Shown when the branch has no services; null shows nothing (spec 000 §2). */
  noServicesText: string | null;
  /** Shown in place of the about block when the feed has no entry for the branch. */
  noAboutText: string | null;
  /**
   * The legacy appointment form's option text for the branch, which the hospital's e-mail
   * templates expect as `appointment_for` (spec 001 §2); patients see the display name instead.
   */
  formValue: string;
  /** The branch's names, city, description and address in Urdu script, for Urdu pages. */
  urdu: UrduBranchFacts;
}

/**
 * What Urdu pages show of a branch, each the Urdu of the English field of the same name. Places
 * are written as Lahore and Islamabad write them in Urdu script (ڈی ایچ اے, not "DHA" in Latin
 * letters), so a patient reads the whole line in one script; phone numbers are not here: they are
 * the same digits in both languages.
 */
export interface UrduBranchFacts {
  name: string;
  displayName: string;
  description: string;
  city: string;
  address: string;
}

/**
 * SAMPLE contacts. The specification leaves every branch's phone numbers and address out, so these
 * stand in until the hospital supplies its own: they are site content, edited here, not settings.
 * Numbers use the 042 (Lahore) and 051 (Islamabad) area codes with a 0000 block no exchange uses:
 * the branch's line ends 1x, its emergency 3x, its ambulance desk 4x (2x are the complaint cell's,
 * in content/complaintCell.ts).
 */
type Contacts = Pick<
  Branch,
  | 'phone'
  | 'emergencyPhone'
  | 'ambulancePhone'
  | 'whatsapp'
  | 'address'
  | 'appointmentDesk'
  | 'outpatientHours'
>;

/**
 * SAMPLE hours, like the contacts: Monday to Saturday, 9 am to 9 pm, Sunday off, the hours of a
 * Pakistani hospital's outpatient clinics. The specification gives no hours; the content service
 * says as much ("patients are seen in the OPD six days a week", "Sunday: emergency only", evening
 * OPDs until 9 pm), and no branch's differ. The one place for them: the clinics see patients in
 * these hours, and the appointment desk, which books the clinics' visits, works the same ones. The
 * hospital's own replace them branch by branch.
 */
const SAMPLE_OPD: OutpatientHours = {
  days: [1, 2, 3, 4, 5, 6],
  opens: { hour: 9, minute: 0 },
  closes: { hour: 21, minute: 0 },
};
const SAMPLE_DESK: DeskHours = SAMPLE_OPD;

/** WhatsApp is a mobile number: 92 300 0000 05n, a block no network hands out. */
function sampleContacts(areaCode: '042' | '051', n: number, address: string): Contacts {
  const line = (block: number) => `${areaCode} 0000 00${block}${n}`;
  return {
    phone: line(1),
    emergencyPhone: line(3),
    ambulancePhone: line(4),
    whatsapp: `92300000005${n}`,
    address,
    appointmentDesk: SAMPLE_DESK,
    outpatientHours: SAMPLE_OPD,
  };
}

const SAMPLE_CONTACTS: Record<BranchId, Contacts> = {
  ALLAMA_IQBAL_TOWN: sampleContacts('042', 0, 'Sample address, Allama Iqbal Town, Lahore'),
  DHA: sampleContacts('042', 1, 'Sample address, DHA, Lahore'),
  WEST_WOOD: sampleContacts('042', 2, 'Sample address, West Wood, Lahore'),
  BAHRIA_GOLF_CITY: sampleContacts('051', 3, 'Sample address, Bahria Golf City, Islamabad'),
  BAHRIA_ENCLAVE: sampleContacts('051', 4, 'Sample address, Bahria Enclave, Islamabad'),
  AKHTAR_SAEED: sampleContacts('042', 5, 'Sample address, Akhtar Saeed Trust Hospital, Lahore'),
  DOCTORS_HOSPITAL: sampleContacts('042', 6, 'Sample address, Johar Town, Lahore'),
};

/**
 * SAMPLE positions, like the addresses: the approximate centre of the neighbourhood each branch is
 * in (the places the content service's pages name: Allama Iqbal Town, DHA Phase V, West Wood by
 * Thokar Niaz Baig, Canal Road and Johar Town in Lahore; Bahria Golf City and Bahria Enclave by
 * Islamabad), to two decimals, about a kilometre, from where those neighbourhoods lie and not yet
 * checked against a survey or a map: close enough to tell the nearest branch, which is all they are
 * for. The hospital replaces them with each building's own, as it does the contacts.
 */
const POSITIONS: Record<BranchId, GeoPoint> = {
  ALLAMA_IQBAL_TOWN: { latitude: 31.51, longitude: 74.28 },
  DHA: { latitude: 31.46, longitude: 74.41 },
  WEST_WOOD: { latitude: 31.47, longitude: 74.24 },
  BAHRIA_GOLF_CITY: { latitude: 33.79, longitude: 73.29 },
  BAHRIA_ENCLAVE: { latitude: 33.7, longitude: 73.21 },
  AKHTAR_SAEED: { latitude: 31.39, longitude: 74.2 },
  DOCTORS_HOSPITAL: { latitude: 31.47, longitude: 74.27 },
};

/**
 * The Urdu twins of the facts above and of the sample addresses, in the glossary's words
 * (docs/translation.md): برانچ for branch, ہسپتال for hospital, Western digits. "West Wood" is
 * ویسٹ ووڈ, the spelling the site's Urdu copy already uses (as ہالی ووڈ spells "wood").
 */
const URDU: Record<BranchId, Omit<UrduBranchFacts, 'city'>> = {
  ALLAMA_IQBAL_TOWN: {
    name: 'علامہ اقبال ٹاؤن',
    displayName: 'علامہ اقبال ٹاؤن',
    description:
      'گروپ کا پہلا ہسپتال، علامہ اقبال ٹاؤن کے بیچ میں: ماہر ڈاکٹروں کے کلینک، ایمرجنسی اور وارڈز، دن رات کھلے۔',
    address: 'نمونے کا پتہ، علامہ اقبال ٹاؤن، لاہور',
  },
  DHA: {
    name: 'ڈی ایچ اے',
    displayName: 'ڈی ایچ اے',
    description:
      'ڈی ایچ اے اور کینٹ کے لیے ایک جدید ہسپتال، جہاں ماہر ڈاکٹر، آپریشن تھیٹر اور دن رات ایمرجنسی کی سہولت موجود ہے۔',
    address: 'نمونے کا پتہ، ڈی ایچ اے، لاہور',
  },
  WEST_WOOD: {
    name: 'ویسٹ ووڈ',
    displayName: 'ویسٹ ووڈ',
    description:
      'ویسٹ ووڈ میں 220 بستروں کا ہسپتال، جن میں سے 120 بستر ان مریضوں کے لیے مخصوص ہیں جو ادائیگی نہیں کر سکتے۔',
    address: 'نمونے کا پتہ، ویسٹ ووڈ، لاہور',
  },
  BAHRIA_GOLF_CITY: {
    name: 'بحریہ گالف سٹی',
    displayName: 'اسلام آباد (بحریہ گالف سٹی)',
    description:
      'بحریہ گالف سٹی میں ہماری اسلام آباد برانچ: ہر بڑے شعبے کے ماہر ڈاکٹر اور دن رات ایمرجنسی۔',
    address: 'نمونے کا پتہ، بحریہ گالف سٹی، اسلام آباد',
  },
  BAHRIA_ENCLAVE: {
    name: 'بحریہ انکلیو',
    displayName: 'بحریہ انکلیو',
    description:
      'بحریہ انکلیو اور اسلام آباد کے آس پاس کے سیکٹرز کے لیے ماہر ڈاکٹروں کے کلینک اور ڈے کیئر۔',
    address: 'نمونے کا پتہ، بحریہ انکلیو، اسلام آباد',
  },
  AKHTAR_SAEED: {
    name: 'اختر سعید',
    displayName: 'اختر سعید ٹرسٹ ہسپتال',
    description: '300 بستروں کا ٹرسٹ ہسپتال، جہاں تمام علاج مفت کیا جاتا ہے۔',
    address: 'نمونے کا پتہ، اختر سعید ٹرسٹ ہسپتال، لاہور',
  },
  DOCTORS_HOSPITAL: {
    name: 'ڈاکٹرز ہسپتال',
    displayName: 'ڈاکٹرز ہسپتال جوہر ٹاؤن',
    description: 'جوہر ٹاؤن، لاہور میں ہمارا 250 بستروں کا شراکت دار ہسپتال۔',
    address: 'نمونے کا پتہ، جوہر ٹاؤن، لاہور',
  },
};

const NO_SERVICES = messages.branches.noServices;

type BranchFacts = Omit<
  Branch,
  | 'id'
  | 'landingPath'
  | 'consultantPaths'
  | keyof Contacts
  | 'mapUrl'
  | 'mapEmbedUrl'
  | 'position'
  | 'urdu'
>;

const FACTS: Record<BranchId, BranchFacts> = {
  ALLAMA_IQBAL_TOWN: {
    name: 'Allama Iqbal Town',
    displayName: 'Allama Iqbal Town',
    description:
      "The group's first hospital, in the heart of Allama Iqbal Town: specialist clinics, emergency care and wards, open day and night.",
    city: 'Lahore',
    affiliation: 'BRANCH',
    spellings: ['Iqbal Town', 'Allama Iqbal Town Lahore'],
    beds: null,
    newsLimit: 4,
    noServicesText: null,
    noAboutText: null,
    formValue: 'Iqbal Town',
  },
  DHA: {
    name: 'DHA',
    displayName: 'DHA',
    description:
      'A modern hospital serving DHA and Cantt, with specialist consultants, operation theatres and round-the-clock emergency care.',
    city: 'Lahore',
    affiliation: 'BRANCH',
    spellings: ['D.H.A', 'DHA Lahore'],
    beds: null,
    newsLimit: null,
    noServicesText: null,
    noAboutText: null,
    formValue: 'DHA',
  },
  WEST_WOOD: {
    name: 'West Wood',
    displayName: 'West Wood',
    description: 'A 220-bed hospital in West Wood, with 120 beds kept for patients who cannot pay.',
    city: 'Lahore',
    affiliation: 'BRANCH',
    spellings: ['Westwood', 'Westwood Lahore'],
    beds: { total: 220, forPoorPatients: 120, charityPercent: null },
    newsLimit: 4,
    noServicesText: null,
    noAboutText: messages.branches.noWestwoodAbout,
    formValue: 'West Wood',
  },
  BAHRIA_GOLF_CITY: {
    name: 'Bahria Golf City',
    // The legacy site shows this branch as the Islamabad branch.
    displayName: 'Islamabad (Bahria Golf City)',
    description:
      'Our Islamabad branch at Bahria Golf City: consultants of every major speciality and emergency care around the clock.',
    city: 'Islamabad',
    affiliation: 'BRANCH',
    // "Islamabad" names two branches' city, but on the legacy site it means this one: the site
    // shows Bahria Golf City as "the Islamabad branch" (spec 000 §1), and the complaint form puts
    // "Islamabad" where the appointment form has Golf City (spec 001 §2). Bahria Enclave is always
    // called by its own name.
    spellings: ['Islamabad', 'Behria Gold', 'Behria Golf City', 'Golf City'],
    beds: null,
    newsLimit: null,
    noServicesText: null,
    noAboutText: null,
    formValue: 'Behria Gold',
  },
  BAHRIA_ENCLAVE: {
    name: 'Bahria Enclave',
    displayName: 'Bahria Enclave',
    description:
      'Specialist clinics and day care for Bahria Enclave and the surrounding sectors of Islamabad.',
    city: 'Islamabad',
    affiliation: 'BRANCH',
    spellings: ['Behria Inlave', 'Bahria Inclave', 'Behria Enclave'],
    beds: null,
    newsLimit: null,
    noServicesText: NO_SERVICES,
    noAboutText: null,
    formValue: 'Behria Inlave',
  },
  AKHTAR_SAEED: {
    name: 'Akhtar Saeed',
    displayName: 'Akhtar Saeed Trust Hospital',
    description: 'A 300-bed trust hospital where all care is given in charity.',
    city: 'Lahore',
    affiliation: 'TRUST',
    spellings: ['Akhtar Saeed Trust Hospital', 'Akhtar Saeed Trust', 'Akhter Seed Trust Hospital'],
    beds: { total: 300, forPoorPatients: null, charityPercent: 100 },
    newsLimit: null,
    noServicesText: null,
    noAboutText: null,
    formValue: 'Akhter Seed Trust Hospital',
  },
  DOCTORS_HOSPITAL: {
    name: 'Doctors Hospital',
    displayName: 'Doctors Hospital Johar Town',
    description: 'Our 250-bed partner hospital in Johar Town, Lahore.',
    city: 'Lahore',
    affiliation: 'PARTNER',
    spellings: ["Doctor's Hospital", 'Doctors Hospital Johar Town'],
    beds: { total: 250, forPoorPatients: null, charityPercent: null },
    newsLimit: null,
    noServicesText: NO_SERVICES,
    noAboutText: null,
    formValue: 'Doctors Hospital',
  },
};

/**
 * Which entries of the general department list a branch page features, by id (spec 000 §7).
 * Branches the specification gives no range for feature the whole list.
 */
const FEATURED_DEPARTMENTS: Record<BranchId, (id: number) => boolean> = {
  DOCTORS_HOSPITAL: (id) => id >= 1 && id <= 18,
  AKHTAR_SAEED: (id) => id >= 4 && id <= 8,
  DHA: (id) => id >= 4 && id <= 8,
  BAHRIA_GOLF_CITY: (id) => id >= 2 && id <= 12,
  // The legacy page applied "4 to 8" and then "not 8 to 12" to the whole list; the later won.
  BAHRIA_ENCLAVE: (id) => id < 8 || id > 12,
  ALLAMA_IQBAL_TOWN: () => true,
  WEST_WOOD: () => true,
};

export function isFeaturedDepartment(branch: BranchId, id: number): boolean {
  return FEATURED_DEPARTMENTS[branch](id);
}

// The specification compares branch names trimmed and case-insensitively. Feeds also spell them
// with doubled spaces and punctuation ("Bahria  Golf City", "D.H.A"), so they are compared by
// nameKey, against the name and every known spelling (a departure: docs/differences.md).
const BY_KEY = new Map<string, BranchId>(
  BRANCH_IDS.flatMap((id) =>
    [FACTS[id].name, ...FACTS[id].spellings].map((spelling) => [nameKey(spelling), id]),
  ),
);

/** The branch a feed or form spelling names, or null when it names none of the seven. */
export function matchBranch(name: string | null | undefined): BranchId | null {
  if (!name) return null;
  return BY_KEY.get(nameKey(name)) ?? null;
}

/**
 * The branch a feed record names and the name to show for it: the registry's display name when the record
 * names one of the seven, else the record's own (trimmed) spelling.
 */
export function branchOfRecord(wireName: string | null): {
  branch: BranchId | null;
  branchName: string | null;
} {
  const branch = matchBranch(wireName);
  return { branch, branchName: branch ? FACTS[branch].displayName : wireName };
}

function buildBranch(id: BranchId): Branch {
  const facts = FACTS[id];
  const query = encodeURIComponent(`${facts.displayName} hospital, ${facts.city}`);
  return {
    id,
    ...facts,
    landingPath: BRANCH_PAGE_PATHS[id],
    consultantPaths: CONSULTANT_LIST_PATHS[id],
    ...SAMPLE_CONTACTS[id],
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${query}`,
    mapEmbedUrl: `https://maps.google.com/maps?q=${query}&z=15&output=embed`,
    position: POSITIONS[id],
    urdu: { ...URDU[id], city: URDU_CITY[facts.city] },
  };
}

// Built once: the registry is read for every consultant a search looks at.
const BRANCHES = new Map(BRANCH_IDS.map((id) => [id, Object.freeze(buildBranch(id))]));

export function getBranch(id: BranchId): Branch {
  return BRANCHES.get(id)!;
}

export function listBranches(): Branch[] {
  return [...BRANCHES.values()];
}

/**
 * The branch's one display name with its city where the name does not say it ("West Wood,
 * Lahore"; "Islamabad (Bahria Golf City)"), for pages that list branches of both cities.
 */
export function branchPlace(branch: Pick<Branch, 'displayName' | 'city'>): string {
  return branch.displayName.includes(branch.city)
    ? branch.displayName
    : `${branch.displayName}, ${branch.city}`;
}

/** `branchPlace` in Urdu: "ویسٹ ووڈ، لاہور"; "اسلام آباد (بحریہ گالف سٹی)" already names its city. */
export function urduBranchPlace(branch: Pick<Branch, 'urdu'>): string {
  const { displayName, city } = branch.urdu;
  return displayName.includes(city) ? displayName : `${displayName}، ${city}`;
}

/** The two forms that send a request to a branch by e-mail (spec 001 §2). */
export type RequestForm = 'APPOINTMENT' | 'COMPLAINT';

export interface RequestFormOption {
  branch: BranchId;
  /** What patients read: the branch's proper name. */
  label: string;
  /** What the hospital's e-mail template for the form receives as `appointment_for`. */
  value: string;
}

/** The complaint form puts "Islamabad" where the appointment form has Golf City (spec 001 §2). */
const COMPLAINT_FORM_NAMES: Partial<Record<BranchId, string>> = { BAHRIA_GOLF_CITY: 'Islamabad' };

/**
 * A form's branch options, in the legacy forms' order. The legacy labels were misspellings
 * ("Behria Gold", "Akhter Seed"); patients now read the proper names while the templates still
 * get the texts they were written for (docs/differences.md).
 */
export function requestFormOptions(form: RequestForm): RequestFormOption[] {
  return BRANCH_IDS.map((id) => {
    const complaintName = form === 'COMPLAINT' ? COMPLAINT_FORM_NAMES[id] : undefined;
    if (complaintName) return { branch: id, label: complaintName, value: complaintName };
    return { branch: id, label: FACTS[id].displayName, value: FACTS[id].formValue };
  });
}

/** The registry's Urdu name of a branch the record names, by id or by its spelling. */
export function urduBranchName(
  name: string | null | undefined,
  id?: BranchId | null,
): string | null {
  const branch =
    id ??
    matchBranch(name) ??
    // The content service's records carry the registry's own display name ("Islamabad (Bahria
    // Golf City)"), which is not one of the spellings `matchBranch` reads.
    listBranches().find((entry) => entry.displayName === name?.trim())?.id;
  return branch ? getBranch(branch).urdu.displayName : null;
}
