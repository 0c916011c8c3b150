/**
 * The services feed (/api/web/Serviceslist). Bahria Enclave has none, and about one row in ten
 * carries its id under the key `id` rather than `serV_ID`, as the real feed does.
 */

import { BRANCH_NAMES, BRANCH_PLACES, type BranchName } from './branches';
import { EDITOR_STYLES, renderCmsHtml, type HtmlBlock } from './cms-html';
import { feedImage, generateFeed, list, slugOf, table } from './feed-generator';
import { randomDay, sqlTimestampOn, utcDay } from './sql-dates';

interface ServiceFields {
  brancH_NAME: string;
  imagE_PATH: string | null;
  servicE_HEADER: string;
  servicE_DESC: string;
  servicE_PROFILE: string;
  isActive: 'Y';
  sorT_ORDER: number;
  createD_DATE: string;
}

/** The id arrives as `serV_ID` on most rows and as `id` on some. */
export type ServiceRecord =
  ({ serV_ID: number } & ServiceFields) | ({ id: number } & ServiceFields);

/** What a branch can list: title | the one line the cards show | what the service page expands on. */
const CATALOGUE = table(`
Emergency & Trauma Care | 24/7 emergency department with triage, resuscitation bays and consultants on call. | Resuscitation bays with cardiac monitors and ventilators; Direct access to CT scan, cath lab and theatres; Separate paediatric emergency area
FH Laboratory | Fully automated laboratory with online reports and home sample collection. | Haematology, chemistry and microbiology under one roof; Reports online with a patient ID; Home sample collection across Lahore and Islamabad
Radiology & Imaging | Digital X-ray, ultrasound, CT and MRI reported by consultant radiologists. | 1.5 Tesla MRI and 128-slice CT scanner; Colour Doppler and 4D ultrasound; Same-day reporting for most examinations
Intensive Care Unit (ICU) | Medical and surgical intensive care with one nurse for every ventilated patient. | Ventilators and bedside dialysis; Intensivists round the clock; Isolation rooms with negative pressure
Home Medical Services | Doctors, nurses, physiotherapists and lab staff who come to your home. | Doctor home visits and dressings; Nursing care and injections at home; Sample collection and ECG at home
Blood Bank | Screened, component-separated blood available 24 hours a day. | Screening for hepatitis B and C, HIV, syphilis and malaria; Packed cells, platelets and FFP; Regular transfusion for thalassaemia patients
Operation Theatres | Modular operation theatres with laminar air flow for every kind of surgery. | Laminar air flow and HEPA filtration; Laparoscopic and arthroscopic towers; Day-care surgery with same-day discharge
Cardiac Cath Lab | Angiography and primary angioplasty for heart attacks, day and night. | Primary PCI for acute myocardial infarction; Coronary and peripheral angiography; Permanent pacemakers
Dialysis Unit | Haemodialysis in three shifts a day with separate machines for hepatitis patients. | Three shifts daily, including Sundays; Separate machines for hepatitis B and C; Zakat support for deserving patients
Physiotherapy & Rehabilitation | Individual rehabilitation plans after surgery, injury or stroke. | Post-operative and sports rehabilitation; Stroke rehabilitation; Separate sessions for female patients
Pharmacy (24 Hours) | In-house pharmacy open round the clock with cold-chain storage. | Original medicines from authorised distributors; Cold-chain storage for vaccines and insulin; Home delivery within the city
Ambulance Service | Ambulances with oxygen and trained paramedics, dispatched around the clock. | Basic and advanced life-support ambulances; Inter-city patient transfers
Executive Health Check-up | Complete health screening packages finished in one morning. | Basic, comprehensive and cardiac packages; Same-day consultation with a physician; Corporate packages
Neonatal ICU (NICU) | Level III care for premature and sick newborns. | Incubators, phototherapy and neonatal ventilators; Neonatologists on call 24/7; Kangaroo mother care
Maternity & Labour Room | Safe delivery with a 24/7 labour room and a paediatrician on call. | Private labour rooms; Epidural analgesia on request; Paediatrician at every caesarean section
Free Dispensary | Free consultation and medicines for deserving patients, funded by Zakat and donations. | Free OPD six days a week; Medicines from the Zakat fund; Eligibility verified by the social welfare office
`).map(([header = '', summary = '', points = '']) => ({ header, summary, points: list(points) }));

type Service = (typeof CATALOGUE)[number];

/** The home page features 101-103 and the services page 23, 21, 4, 27 and 28 (spec 000 §9). */
const FEATURED = table(`
101 | Allama Iqbal Town | Emergency & Trauma Care
102 | DHA | FH Laboratory
103 | Doctors Hospital | Radiology & Imaging
23 | Bahria Golf City | Blood Bank
21 | West Wood | Home Medical Services
4 | Allama Iqbal Town | Intensive Care Unit (ICU)
27 | Akhtar Saeed | Operation Theatres
28 | DHA | Cardiac Cath Lab
`).map(([id, branch, header]) => ({
  id: Number(id),
  branch: branch as BranchName,
  service: CATALOGUE.find((entry) => entry.header === header) as Service,
}));

/** A featured service keyed `id`, so the adapter's fallback is exercised on a row that matters. */
const FEATURED_ID_KEYED = 28;

interface Slot {
  branch: BranchName;
  service: Service;
  id?: number;
}

const feed = generateFeed<Slot, ServiceRecord, 'nullImage' | 'idKey'>({
  seed: 0x5e41_2024,
  rows: {
    table: 'services',
    slots: (branch, count, random) => {
      const featured = FEATURED.filter((entry) => entry.branch === branch);
      const others = random
        .shuffle(
          CATALOGUE.filter((service) => !featured.some((entry) => entry.service === service)),
        )
        .map((service) => ({ branch, service }));
      return [...featured, ...others].slice(0, count);
    },
  },
  fixedId: (slot) => slot.id,
  quirks: { nullImage: 0.1, idKey: 0.1 },
  hostileRecords: 3,
  order: 'unsorted',
  idOf: serviceIdOf,
  htmlOf: (record) => [record.servicE_PROFILE],
  build: ({ id, branchName, sortOrder, slot: { branch, service }, quirk, hostile, random }) => {
    const place = BRANCH_PLACES[branch];
    const slug = slugOf(service.header);
    const blocks: HtmlBlock[] = [
      {
        kind: 'text',
        text: `${place.title} offers ${service.header.toLowerCase()} for patients from across ${place.location.split(', ').at(-1)}. ${service.summary}`,
      },
      { kind: 'heading', text: 'Key features' },
      { kind: 'list', items: service.points, ordered: random.chance(0.25) },
    ];
    if (random.chance(0.35)) {
      blocks.push({
        kind: 'table',
        header: ['Service hours', 'Contact'],
        rows: [['24 hours, 7 days a week', 'Reception / Ext. 100']],
      });
    }
    if (random.chance(0.25)) {
      const path = feedImage('banner', 'Services/Inner', `${slug}-${id}-1.jpg`, service.header);
      blocks.push({ kind: 'image', path, alt: service.header });
    }
    const fields: ServiceFields = {
      brancH_NAME: branchName ?? branch,
      imagE_PATH:
        quirk === 'nullImage'
          ? null
          : feedImage('banner', 'Services', `${slug}-${id}.jpg`, service.header),
      servicE_HEADER: service.header,
      servicE_DESC: service.summary,
      servicE_PROFILE: renderCmsHtml(random, blocks, random.pick(EDITOR_STYLES), hostile),
      isActive: 'Y',
      sorT_ORDER: sortOrder,
      createD_DATE: sqlTimestampOn(
        random,
        randomDay(random, utcDay(2023, 1, 1), utcDay(2025, 6, 30)),
      ),
    };
    // The id key comes first on the wire, as in the SQL view's column order.
    return quirk === 'idKey' || id === FEATURED_ID_KEYED
      ? { id, ...fields }
      : { serV_ID: id, ...fields };
  },
});

export function serviceIdOf(record: ServiceRecord): number {
  return 'serV_ID' in record ? record.serV_ID : record.id;
}

export const services: readonly ServiceRecord[] = feed.records;

const has = (id: number): boolean => feed.facts.ids.includes(id);

/** Stable facts about the data, derived from it, for tests and docs (ids in feed order). */
export const serviceFacts = {
  ...feed.facts,
  /** Rows that carry `id` instead of `serV_ID`. */
  idKeyedIds: services.filter((record) => 'id' in record).map(serviceIdOf),
  homeFeaturedIds: [101, 102, 103].filter(has),
  servicesPageFeaturedIds: [23, 21, 4, 27, 28].filter(has),
  /** Branches whose service list is empty: the site shows "No services available." */
  branchesWithoutServices: BRANCH_NAMES.filter((branch) => feed.facts.countByBranch[branch] === 0),
} as const;

export type ServiceFacts = typeof serviceFacts;
