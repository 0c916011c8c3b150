import type { GraphQLResolveInfo } from 'graphql';
import type { Announcement as AnnouncementModel } from '../../adapters/announcements';
import type { BedFacts as BedFactsModel, Branch as BranchModel, RequestFormOption as RequestFormOptionModel } from '../../domain/branches';
import type { BranchAbout as BranchAboutModel } from '../../adapters/about';
import type { Consultant as ConsultantModel } from '../../adapters/consultants';
import type { Department as DepartmentModel, DepartmentService as DepartmentServiceModel } from '../../adapters/departments';
import type { Gallery as GalleryModel, GalleryImage as GalleryImageModel } from '../../adapters/galleries';
import type { FeaturedDepartment as FeaturedDepartmentModel } from '../models';
import type { GenericDepartment as GenericDepartmentModel } from '../../domain/genericDepartments';
import type { Picture as PictureModel } from '../../adapters/images';
import type { Job as JobModel } from '../../adapters/careers';
import type { Lab as LabModel, LabReport as LabReportModel } from '../../adapters/labs';
import type { Medicine as MedicineModel, MedicineReview as MedicineReviewModel } from '../../adapters/pharmacy';
import type { NewsItem as NewsItemModel } from '../../adapters/news';
import type { Service as ServiceModel } from '../../adapters/services';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** How a hospital belongs to the group. */
export type Affiliation =
  /** One of the group's own branches. */
  | 'BRANCH'
  /** A partner hospital, with a site of its own (Doctors Hospital). */
  | 'PARTNER'
  /** The group's charity trust hospital (Akhtar Saeed). */
  | 'TRUST';

/** A notice from the hospital: health camps, holidays, tenders. */
export type Announcement = {
  __typename?: 'Announcement';
  /** Branch name to show; null when the record names none. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Category, such as Notice or Health Camp; null when the record has none. */
  category?: Maybe<Scalars['String']['output']>;
  /** Details as sanitised HTML; null when the record has none. */
  detailsHtml?: Maybe<Scalars['String']['output']>;
  /** Details as plain text; null when the record has none. */
  detailsText?: Maybe<Scalars['String']['output']>;
  /** Date and time of the event, ISO 8601 (Pakistan time); null when the record has none. */
  eventDate?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's announcement id. */
  id: Scalars['ID']['output'];
  /** Picture, or the default picture. */
  image: Image;
  /** The first 150 characters of the details, followed by an ellipsis when cut; null without details. */
  preview?: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A page of announcements. */
export type AnnouncementConnection = {
  __typename?: 'AnnouncementConnection';
  /** The announcements of this page, each with its cursor. */
  edges: Array<AnnouncementEdge>;
  /** The announcements of this page. */
  nodes: Array<Announcement>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many announcements the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** An announcement and its place in the list. */
export type AnnouncementEdge = {
  __typename?: 'AnnouncementEdge';
  /** Pass as `after` to continue the list after this announcement. */
  cursor: Scalars['String']['output'];
  /** The announcement. */
  node: Announcement;
};

/** Bed facts the hospital states for a branch. */
export type BedFacts = {
  __typename?: 'BedFacts';
  /** Share of care given in charity, in percent, where stated. */
  charityPercent?: Maybe<Scalars['Int']['output']>;
  /** Beds set aside for patients who cannot pay, where stated. */
  forPoorPatients?: Maybe<Scalars['Int']['output']>;
  /** Beds in all. */
  total: Scalars['Int']['output'];
};

/** A branch of the group, as the branch registry knows it. */
export type Branch = {
  __typename?: 'Branch';
  /** The branch's about-us entry (the first matching one); null when there is none or the service is unavailable. */
  about?: Maybe<BranchAbout>;
  /** Postal address. */
  address: Scalars['String']['output'];
  /** How the hospital belongs to the group. */
  affiliation: Affiliation;
  /** Bed facts, where the hospital states them. */
  beds?: Maybe<BedFacts>;
  /** City the branch is in: Lahore or Islamabad. */
  city: Scalars['String']['output'];
  /** Consultants of this branch, optionally narrowed by a search. Null, with an error "Failed to fetch data", when the service is unavailable. */
  consultants?: Maybe<ConsultantConnection>;
  /** Site path of the branch's consultant list (the canonical spelling). */
  consultantsPath: Scalars['String']['output'];
  /** Departments of this branch from the content service. Empty when the service is unavailable. */
  departments: Array<Department>;
  /** What the branch's page says of it under its name: one or two sentences. */
  description: Scalars['String']['output'];
  /** The name shown to patients. */
  displayName: Scalars['String']['output'];
  /** Entries of the general department list this branch's page features (its id range), each with the branch's department of the same name. */
  featuredDepartments: Array<FeaturedDepartment>;
  /** Stable identifier of the branch. */
  id: BranchId;
  /** Site path of the branch landing page. */
  landingPath: Scalars['String']['output'];
  /** Address of an embeddable map of the branch (for an iframe), at street zoom. */
  mapEmbedUrl: Scalars['String']['output'];
  /** Link to the branch on a map service. */
  mapUrl: Scalars['String']['output'];
  /** The name the content feeds use for the branch. */
  name: Scalars['String']['output'];
  /** News of this branch, within its limit, in feed order. Empty when the service is unavailable. */
  news: NewsItemConnection;
  /** The most news items this branch's page shows; null when it shows all. */
  newsLimit?: Maybe<Scalars['Int']['output']>;
  /** Text to show in place of the about block when the feed has no entry for this branch; null when nothing is shown. */
  noAboutText?: Maybe<Scalars['String']['output']>;
  /** Text to show when the branch has no services (Doctors Hospital and Bahria Enclave); null when nothing is shown. */
  noServicesText?: Maybe<Scalars['String']['output']>;
  /** Reception phone number, as shown to patients. */
  phone: Scalars['String']['output'];
  /** Services of this branch. Null, with an error "Failed to fetch services", when the service is unavailable. */
  services?: Maybe<Array<Service>>;
  /** Every spelling of the branch that the feeds and forms use, besides its name. */
  spellings: Array<Scalars['String']['output']>;
  /** WhatsApp number in international digits (923001234567), for wa.me links; null where the branch has none. */
  whatsapp?: Maybe<Scalars['String']['output']>;
};


/** A branch of the group, as the branch registry knows it. */
export type BranchConsultantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<ConsultantSearch>;
};


/** A branch of the group, as the branch registry knows it. */
export type BranchNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A branch's about-us entry. */
export type BranchAbout = {
  __typename?: 'BranchAbout';
  /** Heading of the about block; null when the entry has none. */
  heading?: Maybe<Scalars['String']['output']>;
  /** Text as sanitised HTML; null when the entry has none. */
  html?: Maybe<Scalars['String']['output']>;
  /** Picture, or a placeholder. */
  image: Image;
};

/** The seven branches of the group. */
export type BranchId =
  /** Akhtar Saeed Trust Hospital, Lahore (100% charity). */
  | 'AKHTAR_SAEED'
  /** Allama Iqbal Town, Lahore. */
  | 'ALLAMA_IQBAL_TOWN'
  /** Bahria Enclave, Islamabad. */
  | 'BAHRIA_ENCLAVE'
  /** Bahria Golf City, shown on the site as the Islamabad branch. */
  | 'BAHRIA_GOLF_CITY'
  /** DHA, Lahore. */
  | 'DHA'
  /** Doctors Hospital, Johar Town, Lahore. */
  | 'DOCTORS_HOSPITAL'
  /** West Wood, Lahore. */
  | 'WEST_WOOD';

/** A medicine of an order, and how many of it. */
export type CartLineInput = {
  /** The medicine's id. */
  medicineId: Scalars['ID']['input'];
  /** How many units, 1 to 100. */
  quantity: Scalars['Int']['input'];
};

/**
 * What a customer buys in one payment: the medicines of their cart and how many of each (1 to 20
 * medicines, each once). Prices are the catalogue's and delivery is added once; nothing the client
 * sends can set a price.
 */
export type CartPaymentInput = {
  /** The customer. */
  customer: PaymentCustomer;
  /** The medicines and their quantities. */
  lines: Array<CartLineInput>;
};

/** A consultant (doctor) practising at one of the branches. */
export type Consultant = {
  __typename?: 'Consultant';
  /** The branch, when the record names one of the seven. */
  branch?: Maybe<Branch>;
  /** Branch name to show: the branch's display name, or the record's own spelling when it names none of the seven. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Department name as the content service spells it; null when the record has none. */
  department?: Maybe<Scalars['String']['output']>;
  /** Designation, such as Consultant Cardiologist; null when the record has none. */
  designation?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's consultant id. */
  id: Scalars['ID']['output'];
  /** Full name, usually with its title (Dr., Prof. Dr.). */
  name: Scalars['String']['output'];
  /** Photograph, or the stock doctor picture when the record has none. */
  photo: Image;
  /** Profile text (qualifications, experience, interests); null when the record has none. */
  profile?: Maybe<Scalars['String']['output']>;
  /** Speciality; null when the record has none. */
  speciality?: Maybe<Scalars['String']['output']>;
  /** Clinic days and hours as free text; null when the record has none. */
  timing?: Maybe<Scalars['String']['output']>;
};

/** A page of consultants. */
export type ConsultantConnection = {
  __typename?: 'ConsultantConnection';
  /** The consultants of this page, each with its cursor. */
  edges: Array<ConsultantEdge>;
  /** The consultants of this page. */
  nodes: Array<Consultant>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** What the search's `query` words were read as; null for a search without them. */
  reading?: Maybe<ConsultantQueryReading>;
  /** How many consultants the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A consultant and its place in the list. */
export type ConsultantEdge = {
  __typename?: 'ConsultantEdge';
  /** Pass as `after` to continue the list after this consultant. */
  cursor: Scalars['String']['output'];
  /** Why the consultant is in the results of a search with `query` words; null for any other list. */
  match?: Maybe<ConsultantMatch>;
  /** The consultant. */
  node: Consultant;
};

/** Why a consultant is in the results of a search in a person's own words. */
export type ConsultantMatch = {
  __typename?: 'ConsultantMatch';
  /** What the words named that the consultant answers. */
  kind: ConsultantMatchKind;
  /** The reason in a sentence for people, in the answer's language, such as "Cardiology — for heart problems". */
  reason: Scalars['String']['output'];
  /** The speciality the words led to (a name such as Cardiology), when they named or implied one. */
  speciality?: Maybe<Scalars['String']['output']>;
};

/** What a consultant matched in a person's words. */
export type ConsultantMatchKind =
  /** A condition, symptom, body part or way of naming the doctor that the consultant's speciality treats ("chest pain", "bachon ka doctor"). */
  | 'CONDITION'
  /** The consultant's name, in any order, with or without Dr. or Prof., one or two letters off. */
  | 'NAME'
  /** The words need a speciality none of the consultants searched belongs to (see `ConsultantQueryReading.gap`); the consultant's doctors can see such patients first and refer them (the physicians for "eye"). The reason never says they treat it. */
  | 'REFERRAL'
  /** The consultant's speciality by its name or what its doctors are called ("urologist", "pediatrician"). */
  | 'SPECIALITY'
  /** The words appear in the consultant's designation, department or branch, as the `text` rule matches them. */
  | 'WORDS';

/** How a search's words were read. */
export type ConsultantQueryReading = {
  __typename?: 'ConsultantQueryReading';
  /** Whether the words name an emergency (chest pain, stroke signs, breathlessness, heavy bleeding, unconsciousness): show the emergency numbers before any result. */
  emergency: Scalars['Boolean']['output'];
  /** The speciality the words need first when none of the consultants searched (the branch's, or the group's) belongs to it, with who can help instead; null when one does, or the words name no speciality. */
  gap?: Maybe<ConsultantSearchGap>;
  /** The specialities the words name or imply, the one to see first first. */
  specialities: Array<Scalars['String']['output']>;
};

/**
 * Search criteria of the Find your Consultant panel; all given criteria apply together, and an empty
 * or missing one is ignored. `text` is matched case-insensitively as a substring of the consultant's
 * designation, name, branch (as the record spells it, and the branch's names) and department combined;
 * `department` the same way, or as the consultant's speciality by any of its spellings; `query` reads
 * a person's own words. At most 100 characters each.
 */
export type ConsultantSearch = {
  /** Department chosen in the dropdown, such as Cardiology or Neuro. */
  department?: InputMaybe<Scalars['String']['input']>;
  /**
   * What a person typed to find a doctor, in their own words, in English, Roman Urdu or Urdu script:
   * a condition or symptom ("chest pain", "sugar", "pait dard"), a speciality or what its doctors are
   * called ("child specialist", "pediatrician", "دل کا ڈاکٹر"), or a doctor's name with or without
   * "Dr." or "Prof.", in any order, one or two letters off. The results are ranked, the best match
   * first, each edge saying why it matched (`ConsultantEdge.match`); every consultant the `text` rule
   * finds for the same words is among them. At most 100 characters; spaces and letter forms are
   * normalised.
   */
  query?: InputMaybe<Scalars['String']['input']>;
  /** Only consultants who can still be seen today in Pakistan: their timing names today and, where its hours can be read, one of today's sessions has not ended. A timing that names no day is left out. */
  sitsToday?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text typed into the name box, matched as a substring (the legacy rule). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A speciality a search's words need that none of the consultants searched belongs to, and who can help instead. */
export type ConsultantSearchGap = {
  __typename?: 'ConsultantSearchGap';
  /** Who can help instead, in a sentence in the answer's language: the doctors of `instead`, who see such patients first and refer them, and the helpline. */
  help: Scalars['String']['output'];
  /** The number to call for help finding the right doctor: the branch's, or the group's for the whole group's list. */
  helpline: Scalars['String']['output'];
  /** Specialities of the consultants searched whose doctors can see such patients first and refer them (such as Medicine), the one to see first first; empty when there is none. */
  instead: Array<Scalars['String']['output']>;
  /** That no consultant searched belongs to the speciality, in a sentence in the answer's language. */
  message: Scalars['String']['output'];
  /** The speciality the words need first, a name such as Eyes. */
  speciality: Scalars['String']['output'];
};

/** A department of one branch, from the content service. */
export type Department = {
  __typename?: 'Department';
  /** The branch, when the record names one of the seven. */
  branch?: Maybe<Branch>;
  /** Branch name to show; the record's own spelling when it names none of the seven. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Description as sanitised HTML; null when the record has none. */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's cost-centre id. */
  id: Scalars['ID']['output'];
  /** Picture of the department; null when the record has none (departments have no stock picture). */
  image?: Maybe<Image>;
  /** Department name as the content service spells it. */
  name: Scalars['String']['output'];
  /** Services the department offers. Null, with an error "Error fetching services data", when the service is unavailable. */
  services?: Maybe<Array<DepartmentService>>;
};

/** A service a department offers, such as ECG or Echocardiography. */
export type DepartmentService = {
  __typename?: 'DepartmentService';
  /** Stable identifier of the department service. */
  id: Scalars['ID']['output'];
  /** Name of the service. */
  name: Scalars['String']['output'];
};

/** An entry of the general department list, as a branch's page features it. */
export type FeaturedDepartment = {
  __typename?: 'FeaturedDepartment';
  /** The branch's department of the same name (letters and digits compared, ignoring case); null when the branch lists none or the service is unavailable. */
  department?: Maybe<Department>;
  /** Identifier as the legacy list had it; medicine and Diet & Nutrition share 18. */
  id: Scalars['Int']['output'];
  /** Picture of the department. */
  image: Image;
  /** Department name. */
  name: Scalars['String']['output'];
};

/** A press or event photo gallery. */
export type Gallery = {
  __typename?: 'Gallery';
  /** Cover picture, or the default picture. */
  cover: Image;
  /** Description; null when the record has none. */
  description?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's gallery id. */
  id: Scalars['ID']['output'];
  /** The gallery's photos. Empty when the service is unavailable. */
  images: Array<GalleryImage>;
  /** Name; null when the record has none. */
  name?: Maybe<Scalars['String']['output']>;
};

/** A page of galleries. */
export type GalleryConnection = {
  __typename?: 'GalleryConnection';
  /** The galleries of this page, each with its cursor. */
  edges: Array<GalleryEdge>;
  /** The galleries of this page. */
  nodes: Array<Gallery>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many galleries the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A gallery and its place in the list. */
export type GalleryEdge = {
  __typename?: 'GalleryEdge';
  /** Pass as `after` to continue the list after this gallery. */
  cursor: Scalars['String']['output'];
  /** The gallery. */
  node: Gallery;
};

/** A photo of a gallery. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** Stable identifier, the content service's gallery item id. */
  id: Scalars['ID']['output'];
  /** The photo. */
  image: Image;
};

/** An entry of the general department list the site shows on branch pages (static, 19 entries). */
export type GenericDepartment = {
  __typename?: 'GenericDepartment';
  /** Identifier as the legacy list had it; medicine and Diet & Nutrition share 18. */
  id: Scalars['Int']['output'];
  /** Picture of the department. */
  image: Image;
  /** Department name. */
  name: Scalars['String']['output'];
};

/** A picture and its alternative text. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text for the picture. */
  alt: Scalars['String']['output'];
  /** True when the record had no picture of its own and a stock picture stands in. */
  isFallback: Scalars['Boolean']['output'];
  /** Absolute address of the picture, or a site path (starting with /) for a stock picture. */
  url: Scalars['String']['output'];
};

/** A vacancy at one of the branches. */
export type Job = {
  __typename?: 'Job';
  /** Application deadline, ISO 8601 (Pakistan time); null when not stated. */
  applicationDeadline?: Maybe<Scalars['String']['output']>;
  /** Branch name to show; null when the record names none. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Department; null when the record has none. */
  department?: Maybe<Scalars['String']['output']>;
  /** Job description as sanitised HTML; null when not stated. */
  detailHtml?: Maybe<Scalars['String']['output']>;
  /** Expected start date, ISO 8601 (Pakistan time); null when not stated. */
  expectedStartDate?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's job id. */
  id: Scalars['ID']['output'];
  /** Picture, or the default picture. */
  image: Image;
  /** Location; null when the record has none. */
  location?: Maybe<Scalars['String']['output']>;
  /** Number of positions; null when the record has none. */
  positions?: Maybe<Scalars['Int']['output']>;
  /** Salary range as the hospital writes it; null when not stated. */
  salaryRange?: Maybe<Scalars['String']['output']>;
  /** Skills required, as sanitised HTML; null when not stated. */
  skillsHtml?: Maybe<Scalars['String']['output']>;
  /** Job title. */
  title: Scalars['String']['output'];
  /** Job type, such as Full Time or Contract; null when the record has none. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A page of jobs. */
export type JobConnection = {
  __typename?: 'JobConnection';
  /** The jobs of this page, each with its cursor. */
  edges: Array<JobEdge>;
  /** The jobs of this page. */
  nodes: Array<Job>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many jobs the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A job and its place in the list. */
export type JobEdge = {
  __typename?: 'JobEdge';
  /** Pass as `after` to continue the list after this job. */
  cursor: Scalars['String']['output'];
  /** The job. */
  node: Job;
};

/** A laboratory and the branches whose patients' reports it holds. */
export type Lab = {
  __typename?: 'Lab';
  /** The branches it serves. */
  branches: Array<Branch>;
  /** Stable identifier of the laboratory. */
  id: LabServer;
  /** Its name, as patients read it. */
  name: Scalars['String']['output'];
};

/** Which id a lookup was made by. */
export type LabIdKind =
  /** The patient's id: all of their reports. */
  | 'PATIENT'
  /** A test's id: that one report. */
  | 'TEST';

/** One report of a lab lookup. Missing values are null. */
export type LabReport = {
  __typename?: 'LabReport';
  /** When the report was approved, ISO 8601 (Pakistan time). */
  approvalDate?: Maybe<Scalars['String']['output']>;
  /**
   * Where this report's PDF opens on this site. The link works for LAB_LINK_TTL_SECONDS (10 minutes
   * by default) and is the only way to the file: after that, look the report up again.
   */
  fileUrl: Scalars['String']['output'];
  /** Stable identifier of the report at its laboratory. */
  id: Scalars['ID']['output'];
  /** Remarks of the laboratory. */
  remarks?: Maybe<Scalars['String']['output']>;
  /** The report's name. */
  reportName?: Maybe<Scalars['String']['output']>;
  /** Status, such as Approved or Pending. */
  status?: Maybe<Scalars['String']['output']>;
  /** Name of the test. */
  testName?: Maybe<Scalars['String']['output']>;
};

/** The answer to a lab lookup. */
export type LabReportLookup = {
  __typename?: 'LabReportLookup';
  /**
   * Where the patient's combined report (every report, one PDF) opens on this site, for a while like
   * each report's fileUrl; null when the lookup was made by a test's id.
   */
  combinedReportUrl?: Maybe<Scalars['String']['output']>;
  /** The id the lookup was made by (the test id, when both were given). */
  id: Scalars['String']['output'];
  /** Whether that id is a patient's or a test's. */
  idKind: LabIdKind;
  /** The laboratory asked. */
  lab: LabServer;
  /** The reports found; empty when there are none (or the id is unknown). */
  reports: Array<LabReport>;
};

/** A laboratory of the group whose reports patients look up. */
export type LabServer =
  /** The Akhtar Saeed Trust Hospital's laboratory. */
  | 'AKHTAR_SAEED'
  /** The Bahria Enclave laboratory. */
  | 'BAHRIA_ENCLAVE'
  /** The Islamabad (Bahria Golf City) laboratory. */
  | 'ISLAMABAD'
  /** The Lahore laboratory: Allama Iqbal Town, DHA, West Wood and Doctors Hospital (the main site's and Westwood's). */
  | 'LAHORE';

/** A medicine of the pharmacy's catalogue. */
export type Medicine = {
  __typename?: 'Medicine';
  /** Generic name; null when the catalogue gives none. */
  genericName?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the pharmacy's item id. */
  id: Scalars['ID']['output'];
  /** Picture, or the stock medicine picture. */
  image: Image;
  /** Price of a pack, in rupees; null when there is none. */
  packPrice?: Maybe<Scalars['Float']['output']>;
  /**
   * Sold only on a doctor's prescription: insulins, antibiotics and anything injected (the rule and
   * its source: domain/prescriptions.ts). The patient shows the prescription when it is delivered.
   */
  prescriptionRequired: Scalars['Boolean']['output'];
  /** Customers' reviews, in the catalogue's order. */
  reviews: Array<MedicineReview>;
  /** Supplier; null when the catalogue gives none. */
  supplier?: Maybe<Scalars['String']['output']>;
  /** Trade name, with strength and form. */
  tradeName: Scalars['String']['output'];
  /** Price of one unit, in rupees: what a payment is made at. */
  unitPrice: Scalars['Float']['output'];
};

/** A page of medicines. */
export type MedicineConnection = {
  __typename?: 'MedicineConnection';
  /** The medicines of this page, each with its cursor. */
  edges: Array<MedicineEdge>;
  /** The medicines of this page. */
  nodes: Array<Medicine>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many medicines the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A medicine and its place in the list. */
export type MedicineEdge = {
  __typename?: 'MedicineEdge';
  /** Pass as `after` to continue the list after this medicine. */
  cursor: Scalars['String']['output'];
  /** The medicine. */
  node: Medicine;
};

/** A payment order created at the gateway. */
export type MedicinePayment = {
  __typename?: 'MedicinePayment';
  /** The amount, in rupees with 2 decimals, as the server computed it from the catalogue: the medicines and the delivery. */
  amount: Scalars['String']['output'];
  /** The delivery fee the amount includes, in rupees with 2 decimals. */
  deliveryFee: Scalars['String']['output'];
  /** The order's number: 'FH-' and 20 digits, the time and random ones, that no other order has and nobody can guess. */
  orderNumber: Scalars['String']['output'];
  /** The gateway's page where the customer pays. */
  paymentUrl: Scalars['String']['output'];
};

/** What a customer buys: the price is the catalogue's, never the client's. */
export type MedicinePaymentInput = {
  /** The customer. */
  customer: PaymentCustomer;
  /** The medicine's id. */
  medicineId: Scalars['ID']['input'];
  /** How many units, 1 to 100. */
  quantity: Scalars['Int']['input'];
};

/** A customer's review of a medicine. */
export type MedicineReview = {
  __typename?: 'MedicineReview';
  /** When it was written, ISO 8601 (Pakistan time); null when not given. */
  date?: Maybe<Scalars['String']['output']>;
  /** Stable identifier of the review. */
  id: Scalars['ID']['output'];
  /** 1 to 5 stars; null when the catalogue gave something else. */
  rating?: Maybe<Scalars['Int']['output']>;
  /** Picture of the reviewer; null when there is none. */
  reviewerImage?: Maybe<Image>;
  /** Name of the reviewer; null when not given. */
  reviewerName?: Maybe<Scalars['String']['output']>;
  /** The review; null when empty. */
  text?: Maybe<Scalars['String']['output']>;
};

/**
 * Changes: starting a payment. Neither is retried by any client of this API: an order posted twice
 * is two orders.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Creates the gateway's order for a cart: every medicine at the catalogue's price, the delivery
   * fee once, in one payment; answers where the customer pays (and comes back, in the asker's
   * language), and adds the order to the browser's cookie of its orders (see paymentStatus). Never
   * cached, limited per client. Fails with BAD_USER_INPUT (an empty cart, a quantity, a medicine
   * twice or unknown, a field), RATE_LIMITED, or PAYMENT_FAILED: "Payment authentication failed.
   * Please try again.", "Payment system not ready. Please try again." or "Payment initiation failed.
   * Please try again."
   */
  createCartPayment: MedicinePayment;
  /**
   * An order of one medicine: a cart of one line (see createCartPayment), delivery included.
   * @deprecated Use createCartPayment: one payment for several medicines.
   */
  createMedicinePayment: MedicinePayment;
  /** Makes sure the server holds a gateway token before the payment form is shown. Limited per client (RATE_LIMITED). Fails with PAYMENT_FAILED "Payment authentication failed. Please try again." */
  preparePayment: PaymentReadiness;
};


/**
 * Changes: starting a payment. Neither is retried by any client of this API: an order posted twice
 * is two orders.
 */
export type MutationCreateCartPaymentArgs = {
  input: CartPaymentInput;
};


/**
 * Changes: starting a payment. Neither is retried by any client of this API: an order posted twice
 * is two orders.
 */
export type MutationCreateMedicinePaymentArgs = {
  input: MedicinePaymentInput;
};

/** A news item or event. */
export type NewsItem = {
  __typename?: 'NewsItem';
  /** Body as sanitised HTML; null when the record has none. */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  /** The branch; null for group-wide items. */
  branch?: Maybe<Branch>;
  /** Branch name to show; null for group-wide items. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Date of the event, else of the item, as an ISO 8601 date-time (Pakistan time); null when unknown. */
  date?: Maybe<Scalars['String']['output']>;
  /** Headline (also the picture's alternative text). */
  headline: Scalars['String']['output'];
  /** Stable identifier, the content service's news/event id. */
  id: Scalars['ID']['output'];
  /** Picture, or the news placeholder. */
  image: Image;
};

/** A page of news items or events. */
export type NewsItemConnection = {
  __typename?: 'NewsItemConnection';
  /** The items of this page, each with its cursor. */
  edges: Array<NewsItemEdge>;
  /** The items of this page. */
  nodes: Array<NewsItem>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** How many items the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A news item or event and its place in the list. */
export type NewsItemEdge = {
  __typename?: 'NewsItemEdge';
  /** Pass as `after` to continue the list after this item. */
  cursor: Scalars['String']['output'];
  /** The news item or event. */
  node: NewsItem;
};

/** Where a page of a connection sits in the whole list (the Relay cursor connection convention). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last item of this page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first item of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** The customer paying for an order; every field is required but the e-mail. */
export type PaymentCustomer = {
  /** Postal address, where the order is delivered. */
  address: Scalars['String']['input'];
  /** E-mail address; optional (null or empty when the customer has none). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A Pakistani mobile number, such as 0300-1234567 or +92 300 1234567. */
  mobile: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
};

/** A medicine of a payment order, and how many of it. */
export type PaymentLine = {
  __typename?: 'PaymentLine';
  /** The medicine's trade name, as the catalogue had it when the order was made. */
  name: Scalars['String']['output'];
  /** How many units. */
  quantity: Scalars['Int']['output'];
};

/** Whether the payment gateway can take an order now. */
export type PaymentReadiness = {
  __typename?: 'PaymentReadiness';
  /** True once the server holds a gateway token. */
  ready: Scalars['Boolean']['output'];
};

/** Where a payment stands, as the gateway reports it. */
export type PaymentState =
  /** The payment failed or was cancelled. */
  | 'FAILED'
  /** Paid. */
  | 'PAID'
  /** Not paid yet. */
  | 'UNPAID';

/** A payment order and where it stands. */
export type PaymentStatus = {
  __typename?: 'PaymentStatus';
  /** The amount, in rupees with 2 decimals. */
  amount: Scalars['String']['output'];
  /**
   * The medicines ordered, as the site sent them to the gateway (the delivery is not among them);
   * empty for an order made before the site kept them.
   */
  lines: Array<PaymentLine>;
  /** The order's number. */
  orderNumber: Scalars['String']['output'];
  /** Where the payment stands. */
  state: PaymentState;
};

/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type Query = {
  __typename?: 'Query';
  /** One announcement by id; null when there is none. Fails with "Failed to fetch announcement details" when the service is unavailable. */
  announcement?: Maybe<Announcement>;
  /** Announcements in feed order. Empty when the service is unavailable. */
  announcements: AnnouncementConnection;
  /** One branch. */
  branch: Branch;
  /** All seven branches, in the order the site lists them. */
  branches: Array<Branch>;
  /** One consultant by id; null when there is no such consultant. Fails with "Failed to fetch consultant details" when the service is unavailable. */
  consultant?: Maybe<Consultant>;
  /** Every department the consultants of one branch (or of the group) belong to, each once, in alphabetical order: the choices of a department filter. Null, with an error "Failed to fetch data", when the service is unavailable. */
  consultantDepartments?: Maybe<Array<Scalars['String']['output']>>;
  /** Consultants of one branch, or of the whole group when no branch is given, optionally searched. Null, with an error "Failed to fetch data", when the service is unavailable. */
  consultants?: Maybe<ConsultantConnection>;
  /** One department by id; null when there is none. Fails with "Error fetching department data" when the service is unavailable. */
  department?: Maybe<Department>;
  /** Departments of one branch, or of every branch. Empty when the content service is unavailable. */
  departments: Array<Department>;
  /** Events, newest first. Empty when the service is unavailable. */
  events: NewsItemConnection;
  /** The services featured on a page, in feed order. Null, with an error "Failed to fetch services", when the service is unavailable. */
  featuredServices?: Maybe<Array<Service>>;
  /** Galleries in feed order. Empty when the service is unavailable. */
  galleries: GalleryConnection;
  /** One gallery by id; null when there is none. Fails with "Failed to fetch gallery details" when the service is unavailable. */
  gallery?: Maybe<Gallery>;
  /** The general department list, all 19 entries in the legacy order (including the duplicated id 18). */
  genericDepartments: Array<GenericDepartment>;
  /** The home page strip: the first four news items. Empty when the service is unavailable. */
  homeNews: Array<NewsItem>;
  /** One job by id; null when there is none. Fails with "Failed to fetch job details" when the service is unavailable. */
  job?: Maybe<Job>;
  /** Jobs in feed order. Empty when the service is unavailable. */
  jobs: JobConnection;
  /**
   * A patient's or a test's reports at one laboratory. Give a patient id, a test id or both (the test
   * id is used then); each is 4 to 12 digits. Answers are never cached. Fails with BAD_USER_INPUT
   * ("Please enter either a Test ID or Patient ID." or the id format), RATE_LIMITED after too many
   * lookups from one client in a minute, and UPSTREAM_UNAVAILABLE ("HTTP error! status: {code}",
   * or "Failed to fetch" when the laboratory does not answer).
   */
  labReports: LabReportLookup;
  /** The laboratories, each with the branches it serves. */
  labs: Array<Lab>;
  /** One medicine by id; null when there is none. Fails with "Failed to fetch medicine data" when the pharmacy is unavailable. */
  medicine?: Maybe<Medicine>;
  /**
   * Medicines the search text finds: first every medicine whose trade or generic name holds it
   * (ignoring case), in the catalogue's order; then those it names by what they treat, in English,
   * Roman Urdu or Urdu ("fever", "bukhar", "بخار"), or by a name a letter or two off ("panadool"),
   * best match first. Null, with an error "Failed to fetch medicine data", when the pharmacy is
   * unavailable.
   */
  medicines?: Maybe<MedicineConnection>;
  /** News of one branch (with that branch's limit) or of the whole group, in feed order. Empty when the service is unavailable. */
  news: NewsItemConnection;
  /** One news item or event by id; null when there is none. Fails with "Failed to fetch event details" when the service is unavailable. */
  newsItem?: Maybe<NewsItem>;
  /** Always true; lets monitoring check that the API answers without touching any upstream service. */
  ok: Scalars['Boolean']['output'];
  /**
   * Where a payment order stands; null unless the asking browser made it (the HttpOnly cookie that
   * createCartPayment sets lists its orders) or gives the order's proof, which the gateway's way
   * back carries. Never cached, limited per client (RATE_LIMITED).
   */
  paymentStatus?: Maybe<PaymentStatus>;
  /** A form's branch options, in the form's order. */
  requestFormOptions: Array<RequestFormOption>;
  /** One service by id; null when there is none. Fails with "Error fetching service data" when the service is unavailable. */
  service?: Maybe<Service>;
  /** Services of one branch, or of every branch. Null, with an error "Failed to fetch services", when the service is unavailable. */
  services?: Maybe<Array<Service>>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryAnnouncementArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryAnnouncementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryBranchArgs = {
  id: BranchId;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryConsultantArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryConsultantDepartmentsArgs = {
  branch?: InputMaybe<BranchId>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryConsultantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  branch?: InputMaybe<BranchId>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<ConsultantSearch>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryDepartmentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryDepartmentsArgs = {
  branch?: InputMaybe<BranchId>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryFeaturedServicesArgs = {
  placement: ServicePlacement;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryGalleriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryGalleryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  open?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryLabReportsArgs = {
  lab: LabServer;
  patientId?: InputMaybe<Scalars['String']['input']>;
  testId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryMedicineArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryMedicinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryNewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  branch?: InputMaybe<BranchId>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryNewsItemArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryPaymentStatusArgs = {
  orderNumber: Scalars['String']['input'];
  proof?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryRequestFormOptionsArgs = {
  form: RequestForm;
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryServiceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The hospital group's public content: branches, consultants, departments, services, news and
 * events, announcements, jobs and galleries. Every list is filtered on the server; clients never
 * download whole feeds. Lists that grow are Relay cursor connections: ask for `first` items, then
 * pass the last `endCursor` as `after` while `pageInfo.hasNextPage` is true. Cursors are opaque.
 * HTML fields are sanitised; dates are ISO 8601 strings.
 */
export type QueryServicesArgs = {
  branch?: InputMaybe<BranchId>;
};

/** The forms that send a request to a branch by e-mail; their branch options differ. */
export type RequestForm =
  /** The appointment form (/appointment). */
  | 'APPOINTMENT'
  /** The complaint registration form (/registercomplaint). */
  | 'COMPLAINT';

/** A branch as one option of the appointment or complaint form. */
export type RequestFormOption = {
  __typename?: 'RequestFormOption';
  /** The branch the option stands for. */
  branch: Branch;
  /** The option's text, as patients read it. */
  label: Scalars['String']['output'];
  /** What the hospital's e-mail template for the form expects for this branch (the legacy option text). */
  value: Scalars['String']['output'];
};

/** A hospital service of one branch, such as Emergency, ICU or Blood Bank. */
export type Service = {
  __typename?: 'Service';
  /** The branch, when the record names one of the seven. */
  branch?: Maybe<Branch>;
  /** Branch name to show; the record's own spelling when it names none of the seven. */
  branchName?: Maybe<Scalars['String']['output']>;
  /** Stable identifier, the content service's service id. */
  id: Scalars['ID']['output'];
  /** Picture of the service, or the stock service picture. */
  image: Image;
  /** Full description as sanitised HTML; null when the record has none. */
  profileHtml?: Maybe<Scalars['String']['output']>;
  /** One-line summary; null when the record has none. */
  summary?: Maybe<Scalars['String']['output']>;
  /** Title of the service (also the picture's alternative text). */
  title: Scalars['String']['output'];
};

/** Where a set of featured services is shown. */
export type ServicePlacement =
  /** The group home page: services 101, 102 and 103. */
  | 'HOME'
  /** The services page: services 23, 21, 4, 27 and 28. */
  | 'SERVICES_PAGE';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Affiliation: Affiliation;
  Announcement: ResolverTypeWrapper<AnnouncementModel>;
  AnnouncementConnection: ResolverTypeWrapper<Omit<AnnouncementConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['AnnouncementEdge']>, nodes: Array<ResolversTypes['Announcement']> }>;
  AnnouncementEdge: ResolverTypeWrapper<Omit<AnnouncementEdge, 'node'> & { node: ResolversTypes['Announcement'] }>;
  BedFacts: ResolverTypeWrapper<BedFactsModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchModel>;
  BranchAbout: ResolverTypeWrapper<BranchAboutModel>;
  BranchId: BranchId;
  CartLineInput: CartLineInput;
  CartPaymentInput: CartPaymentInput;
  Consultant: ResolverTypeWrapper<ConsultantModel>;
  ConsultantConnection: ResolverTypeWrapper<Omit<ConsultantConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['ConsultantEdge']>, nodes: Array<ResolversTypes['Consultant']> }>;
  ConsultantEdge: ResolverTypeWrapper<Omit<ConsultantEdge, 'node'> & { node: ResolversTypes['Consultant'] }>;
  ConsultantMatch: ResolverTypeWrapper<ConsultantMatch>;
  ConsultantMatchKind: ConsultantMatchKind;
  ConsultantQueryReading: ResolverTypeWrapper<ConsultantQueryReading>;
  ConsultantSearch: ConsultantSearch;
  ConsultantSearchGap: ResolverTypeWrapper<ConsultantSearchGap>;
  Department: ResolverTypeWrapper<DepartmentModel>;
  DepartmentService: ResolverTypeWrapper<DepartmentServiceModel>;
  FeaturedDepartment: ResolverTypeWrapper<FeaturedDepartmentModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gallery: ResolverTypeWrapper<GalleryModel>;
  GalleryConnection: ResolverTypeWrapper<Omit<GalleryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['GalleryEdge']>, nodes: Array<ResolversTypes['Gallery']> }>;
  GalleryEdge: ResolverTypeWrapper<Omit<GalleryEdge, 'node'> & { node: ResolversTypes['Gallery'] }>;
  GalleryImage: ResolverTypeWrapper<GalleryImageModel>;
  GenericDepartment: ResolverTypeWrapper<GenericDepartmentModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<PictureModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Job: ResolverTypeWrapper<JobModel>;
  JobConnection: ResolverTypeWrapper<Omit<JobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['JobEdge']>, nodes: Array<ResolversTypes['Job']> }>;
  JobEdge: ResolverTypeWrapper<Omit<JobEdge, 'node'> & { node: ResolversTypes['Job'] }>;
  Lab: ResolverTypeWrapper<LabModel>;
  LabIdKind: LabIdKind;
  LabReport: ResolverTypeWrapper<LabReportModel>;
  LabReportLookup: ResolverTypeWrapper<Omit<LabReportLookup, 'reports'> & { reports: Array<ResolversTypes['LabReport']> }>;
  LabServer: LabServer;
  Medicine: ResolverTypeWrapper<MedicineModel>;
  MedicineConnection: ResolverTypeWrapper<Omit<MedicineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MedicineEdge']>, nodes: Array<ResolversTypes['Medicine']> }>;
  MedicineEdge: ResolverTypeWrapper<Omit<MedicineEdge, 'node'> & { node: ResolversTypes['Medicine'] }>;
  MedicinePayment: ResolverTypeWrapper<MedicinePayment>;
  MedicinePaymentInput: MedicinePaymentInput;
  MedicineReview: ResolverTypeWrapper<MedicineReviewModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsItem: ResolverTypeWrapper<NewsItemModel>;
  NewsItemConnection: ResolverTypeWrapper<Omit<NewsItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['NewsItemEdge']>, nodes: Array<ResolversTypes['NewsItem']> }>;
  NewsItemEdge: ResolverTypeWrapper<Omit<NewsItemEdge, 'node'> & { node: ResolversTypes['NewsItem'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentCustomer: PaymentCustomer;
  PaymentLine: ResolverTypeWrapper<PaymentLine>;
  PaymentReadiness: ResolverTypeWrapper<PaymentReadiness>;
  PaymentState: PaymentState;
  PaymentStatus: ResolverTypeWrapper<PaymentStatus>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RequestForm: RequestForm;
  RequestFormOption: ResolverTypeWrapper<RequestFormOptionModel>;
  Service: ResolverTypeWrapper<ServiceModel>;
  ServicePlacement: ServicePlacement;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Announcement: AnnouncementModel;
  AnnouncementConnection: Omit<AnnouncementConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['AnnouncementEdge']>, nodes: Array<ResolversParentTypes['Announcement']> };
  AnnouncementEdge: Omit<AnnouncementEdge, 'node'> & { node: ResolversParentTypes['Announcement'] };
  BedFacts: BedFactsModel;
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchModel;
  BranchAbout: BranchAboutModel;
  CartLineInput: CartLineInput;
  CartPaymentInput: CartPaymentInput;
  Consultant: ConsultantModel;
  ConsultantConnection: Omit<ConsultantConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['ConsultantEdge']>, nodes: Array<ResolversParentTypes['Consultant']> };
  ConsultantEdge: Omit<ConsultantEdge, 'node'> & { node: ResolversParentTypes['Consultant'] };
  ConsultantMatch: ConsultantMatch;
  ConsultantQueryReading: ConsultantQueryReading;
  ConsultantSearch: ConsultantSearch;
  ConsultantSearchGap: ConsultantSearchGap;
  Department: DepartmentModel;
  DepartmentService: DepartmentServiceModel;
  FeaturedDepartment: FeaturedDepartmentModel;
  Float: Scalars['Float']['output'];
  Gallery: GalleryModel;
  GalleryConnection: Omit<GalleryConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['GalleryEdge']>, nodes: Array<ResolversParentTypes['Gallery']> };
  GalleryEdge: Omit<GalleryEdge, 'node'> & { node: ResolversParentTypes['Gallery'] };
  GalleryImage: GalleryImageModel;
  GenericDepartment: GenericDepartmentModel;
  ID: Scalars['ID']['output'];
  Image: PictureModel;
  Int: Scalars['Int']['output'];
  Job: JobModel;
  JobConnection: Omit<JobConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['JobEdge']>, nodes: Array<ResolversParentTypes['Job']> };
  JobEdge: Omit<JobEdge, 'node'> & { node: ResolversParentTypes['Job'] };
  Lab: LabModel;
  LabReport: LabReportModel;
  LabReportLookup: Omit<LabReportLookup, 'reports'> & { reports: Array<ResolversParentTypes['LabReport']> };
  Medicine: MedicineModel;
  MedicineConnection: Omit<MedicineConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MedicineEdge']>, nodes: Array<ResolversParentTypes['Medicine']> };
  MedicineEdge: Omit<MedicineEdge, 'node'> & { node: ResolversParentTypes['Medicine'] };
  MedicinePayment: MedicinePayment;
  MedicinePaymentInput: MedicinePaymentInput;
  MedicineReview: MedicineReviewModel;
  Mutation: Record<PropertyKey, never>;
  NewsItem: NewsItemModel;
  NewsItemConnection: Omit<NewsItemConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['NewsItemEdge']>, nodes: Array<ResolversParentTypes['NewsItem']> };
  NewsItemEdge: Omit<NewsItemEdge, 'node'> & { node: ResolversParentTypes['NewsItem'] };
  PageInfo: PageInfo;
  PaymentCustomer: PaymentCustomer;
  PaymentLine: PaymentLine;
  PaymentReadiness: PaymentReadiness;
  PaymentStatus: PaymentStatus;
  Query: Record<PropertyKey, never>;
  RequestFormOption: RequestFormOptionModel;
  Service: ServiceModel;
  String: Scalars['String']['output'];
};

export type AnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailsHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailsText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnnouncementConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnnouncementConnection'] = ResolversParentTypes['AnnouncementConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AnnouncementEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnnouncementEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnnouncementEdge'] = ResolversParentTypes['AnnouncementEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Announcement'], ParentType, ContextType>;
};

export type BedFactsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BedFacts'] = ResolversParentTypes['BedFacts']> = {
  charityPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  forPoorPatients?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BranchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  about?: Resolver<Maybe<ResolversTypes['BranchAbout']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  affiliation?: Resolver<ResolversTypes['Affiliation'], ParentType, ContextType>;
  beds?: Resolver<Maybe<ResolversTypes['BedFacts']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consultants?: Resolver<Maybe<ResolversTypes['ConsultantConnection']>, ParentType, ContextType, Partial<BranchConsultantsArgs>>;
  consultantsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featuredDepartments?: Resolver<Array<ResolversTypes['FeaturedDepartment']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['BranchId'], ParentType, ContextType>;
  landingPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapEmbedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  news?: Resolver<ResolversTypes['NewsItemConnection'], ParentType, ContextType, Partial<BranchNewsArgs>>;
  newsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  noAboutText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noServicesText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  services?: Resolver<Maybe<Array<ResolversTypes['Service']>>, ParentType, ContextType>;
  spellings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BranchAboutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BranchAbout'] = ResolversParentTypes['BranchAbout']> = {
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export type ConsultantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Consultant'] = ResolversParentTypes['Consultant']> = {
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speciality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsultantConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultantConnection'] = ResolversParentTypes['ConsultantConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ConsultantEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Consultant']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  reading?: Resolver<Maybe<ResolversTypes['ConsultantQueryReading']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsultantEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultantEdge'] = ResolversParentTypes['ConsultantEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  match?: Resolver<Maybe<ResolversTypes['ConsultantMatch']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Consultant'], ParentType, ContextType>;
};

export type ConsultantMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultantMatch'] = ResolversParentTypes['ConsultantMatch']> = {
  kind?: Resolver<ResolversTypes['ConsultantMatchKind'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speciality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsultantQueryReadingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultantQueryReading'] = ResolversParentTypes['ConsultantQueryReading']> = {
  emergency?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gap?: Resolver<Maybe<ResolversTypes['ConsultantSearchGap']>, ParentType, ContextType>;
  specialities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsultantSearchGapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultantSearchGap'] = ResolversParentTypes['ConsultantSearchGap']> = {
  help?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instead?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speciality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepartmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = {
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  services?: Resolver<Maybe<Array<ResolversTypes['DepartmentService']>>, ParentType, ContextType>;
};

export type DepartmentServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DepartmentService'] = ResolversParentTypes['DepartmentService']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturedDepartmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturedDepartment'] = ResolversParentTypes['FeaturedDepartment']> = {
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Gallery'] = ResolversParentTypes['Gallery']> = {
  cover?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GalleryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GalleryConnection'] = ResolversParentTypes['GalleryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GalleryEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Gallery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GalleryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GalleryEdge'] = ResolversParentTypes['GalleryEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Gallery'], ParentType, ContextType>;
};

export type GalleryImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export type GenericDepartmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenericDepartment'] = ResolversParentTypes['GenericDepartment']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isFallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  applicationDeadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  positions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salaryRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skillsHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobConnection'] = ResolversParentTypes['JobConnection']> = {
  edges?: Resolver<Array<ResolversTypes['JobEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobEdge'] = ResolversParentTypes['JobEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
};

export type LabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lab'] = ResolversParentTypes['Lab']> = {
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['LabServer'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabReport'] = ResolversParentTypes['LabReport']> = {
  approvalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LabReportLookupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabReportLookup'] = ResolversParentTypes['LabReportLookup']> = {
  combinedReportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idKind?: Resolver<ResolversTypes['LabIdKind'], ParentType, ContextType>;
  lab?: Resolver<ResolversTypes['LabServer'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['LabReport']>, ParentType, ContextType>;
};

export type MedicineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Medicine'] = ResolversParentTypes['Medicine']> = {
  genericName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  packPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  prescriptionRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['MedicineReview']>, ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MedicineConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicineConnection'] = ResolversParentTypes['MedicineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MedicineEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Medicine']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MedicineEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicineEdge'] = ResolversParentTypes['MedicineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Medicine'], ParentType, ContextType>;
};

export type MedicinePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicinePayment'] = ResolversParentTypes['MedicinePayment']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryFee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MedicineReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MedicineReview'] = ResolversParentTypes['MedicineReview']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviewerImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  reviewerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createCartPayment?: Resolver<ResolversTypes['MedicinePayment'], ParentType, ContextType, RequireFields<MutationCreateCartPaymentArgs, 'input'>>;
  createMedicinePayment?: Resolver<ResolversTypes['MedicinePayment'], ParentType, ContextType, RequireFields<MutationCreateMedicinePaymentArgs, 'input'>>;
  preparePayment?: Resolver<ResolversTypes['PaymentReadiness'], ParentType, ContextType>;
};

export type NewsItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem']> = {
  bodyHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
};

export type NewsItemConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsItemConnection'] = ResolversParentTypes['NewsItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NewsItemEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsItemEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsItemEdge'] = ResolversParentTypes['NewsItemEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['NewsItem'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentLine'] = ResolversParentTypes['PaymentLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentReadinessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentReadiness'] = ResolversParentTypes['PaymentReadiness']> = {
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentStatus'] = ResolversParentTypes['PaymentStatus']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PaymentLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PaymentState'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType, RequireFields<QueryAnnouncementArgs, 'id'>>;
  announcements?: Resolver<ResolversTypes['AnnouncementConnection'], ParentType, ContextType, Partial<QueryAnnouncementsArgs>>;
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType, RequireFields<QueryBranchArgs, 'id'>>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  consultant?: Resolver<Maybe<ResolversTypes['Consultant']>, ParentType, ContextType, RequireFields<QueryConsultantArgs, 'id'>>;
  consultantDepartments?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType, Partial<QueryConsultantDepartmentsArgs>>;
  consultants?: Resolver<Maybe<ResolversTypes['ConsultantConnection']>, ParentType, ContextType, Partial<QueryConsultantsArgs>>;
  department?: Resolver<Maybe<ResolversTypes['Department']>, ParentType, ContextType, RequireFields<QueryDepartmentArgs, 'id'>>;
  departments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType, Partial<QueryDepartmentsArgs>>;
  events?: Resolver<ResolversTypes['NewsItemConnection'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  featuredServices?: Resolver<Maybe<Array<ResolversTypes['Service']>>, ParentType, ContextType, RequireFields<QueryFeaturedServicesArgs, 'placement'>>;
  galleries?: Resolver<ResolversTypes['GalleryConnection'], ParentType, ContextType, Partial<QueryGalleriesArgs>>;
  gallery?: Resolver<Maybe<ResolversTypes['Gallery']>, ParentType, ContextType, RequireFields<QueryGalleryArgs, 'id'>>;
  genericDepartments?: Resolver<Array<ResolversTypes['GenericDepartment']>, ParentType, ContextType>;
  homeNews?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobConnection'], ParentType, ContextType, Partial<QueryJobsArgs>>;
  labReports?: Resolver<ResolversTypes['LabReportLookup'], ParentType, ContextType, RequireFields<QueryLabReportsArgs, 'lab'>>;
  labs?: Resolver<Array<ResolversTypes['Lab']>, ParentType, ContextType>;
  medicine?: Resolver<Maybe<ResolversTypes['Medicine']>, ParentType, ContextType, RequireFields<QueryMedicineArgs, 'id'>>;
  medicines?: Resolver<Maybe<ResolversTypes['MedicineConnection']>, ParentType, ContextType, Partial<QueryMedicinesArgs>>;
  news?: Resolver<ResolversTypes['NewsItemConnection'], ParentType, ContextType, Partial<QueryNewsArgs>>;
  newsItem?: Resolver<Maybe<ResolversTypes['NewsItem']>, ParentType, ContextType, RequireFields<QueryNewsItemArgs, 'id'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType, RequireFields<QueryPaymentStatusArgs, 'orderNumber'>>;
  requestFormOptions?: Resolver<Array<ResolversTypes['RequestFormOption']>, ParentType, ContextType, RequireFields<QueryRequestFormOptionsArgs, 'form'>>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryServiceArgs, 'id'>>;
  services?: Resolver<Maybe<Array<ResolversTypes['Service']>>, ParentType, ContextType, Partial<QueryServicesArgs>>;
};

export type RequestFormOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestFormOption'] = ResolversParentTypes['RequestFormOption']> = {
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  branchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  profileHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Announcement?: AnnouncementResolvers<ContextType>;
  AnnouncementConnection?: AnnouncementConnectionResolvers<ContextType>;
  AnnouncementEdge?: AnnouncementEdgeResolvers<ContextType>;
  BedFacts?: BedFactsResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  BranchAbout?: BranchAboutResolvers<ContextType>;
  Consultant?: ConsultantResolvers<ContextType>;
  ConsultantConnection?: ConsultantConnectionResolvers<ContextType>;
  ConsultantEdge?: ConsultantEdgeResolvers<ContextType>;
  ConsultantMatch?: ConsultantMatchResolvers<ContextType>;
  ConsultantQueryReading?: ConsultantQueryReadingResolvers<ContextType>;
  ConsultantSearchGap?: ConsultantSearchGapResolvers<ContextType>;
  Department?: DepartmentResolvers<ContextType>;
  DepartmentService?: DepartmentServiceResolvers<ContextType>;
  FeaturedDepartment?: FeaturedDepartmentResolvers<ContextType>;
  Gallery?: GalleryResolvers<ContextType>;
  GalleryConnection?: GalleryConnectionResolvers<ContextType>;
  GalleryEdge?: GalleryEdgeResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GenericDepartment?: GenericDepartmentResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobConnection?: JobConnectionResolvers<ContextType>;
  JobEdge?: JobEdgeResolvers<ContextType>;
  Lab?: LabResolvers<ContextType>;
  LabReport?: LabReportResolvers<ContextType>;
  LabReportLookup?: LabReportLookupResolvers<ContextType>;
  Medicine?: MedicineResolvers<ContextType>;
  MedicineConnection?: MedicineConnectionResolvers<ContextType>;
  MedicineEdge?: MedicineEdgeResolvers<ContextType>;
  MedicinePayment?: MedicinePaymentResolvers<ContextType>;
  MedicineReview?: MedicineReviewResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  NewsItemConnection?: NewsItemConnectionResolvers<ContextType>;
  NewsItemEdge?: NewsItemEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentLine?: PaymentLineResolvers<ContextType>;
  PaymentReadiness?: PaymentReadinessResolvers<ContextType>;
  PaymentStatus?: PaymentStatusResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RequestFormOption?: RequestFormOptionResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
};

