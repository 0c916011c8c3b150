/**
 * The services feed (/api/web/Serviceslist). Bahria Enclave has none, and about one row in ten
 * carries its id under the key `id` rather than `serV_ID`, as the real feed does.
 */

import {
  BRANCH_NAMES,
  BRANCH_PLACES,
  canonicalBranchName,
  createBranchSpeller,
  type BranchName,
} from './branches';
import {
  assignHostileMarkup,
  containsHostileMarkup,
  EDITOR_STYLES,
  renderCmsHtml,
  type HtmlBlock,
} from './cms-html';
import { countByBranch, frozen, isSortedAscending } from './feed-facts';
import { banner, imagePath, slugOf, type FeedImage } from './image-paths';
import { createRandom, type Random } from './random';
import { SERVICE_CATALOGUE, serviceEntry } from './service-catalogue';
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

const SEED = 0x5e41_2024;
const HIGHEST_ID = 140;
const ID_KEY_RATE = 0.1;
const NULL_IMAGE_RATE = 0.1;
const BRANCH_VARIANT_RATE = 0.15;
const HOSTILE_RECORDS = 3;

const SERVICES_PER_BRANCH: Readonly<Record<BranchName, number>> = {
  'Allama Iqbal Town': 12,
  DHA: 10,
  'West Wood': 9,
  'Bahria Golf City': 8,
  'Bahria Enclave': 0,
  'Akhtar Saeed': 6,
  'Doctors Hospital': 11,
};

/** The home page features 101-103 and the services page 23, 21, 4, 27 and 28 (spec 000 §9). */
const FEATURED_SERVICES: ReadonlyArray<{ id: number; branch: BranchName; header: string }> = [
  { id: 101, branch: 'Allama Iqbal Town', header: 'Emergency & Trauma Care' },
  { id: 102, branch: 'DHA', header: 'FH Laboratory' },
  { id: 103, branch: 'Doctors Hospital', header: 'Radiology & Imaging' },
  { id: 23, branch: 'Bahria Golf City', header: 'Blood Bank' },
  { id: 21, branch: 'West Wood', header: 'Home Medical Services' },
  { id: 4, branch: 'Allama Iqbal Town', header: 'Intensive Care Unit (ICU)' },
  { id: 27, branch: 'Akhtar Saeed', header: 'Operation Theatres' },
  { id: 28, branch: 'DHA', header: 'Cardiac Cath Lab' },
];

/** A featured service keyed `id`, so the adapter's fallback is exercised on a row that matters. */
const FEATURED_ID_KEYED = 28;

interface ServiceSlot {
  id: number;
  branch: BranchName;
  header: string;
}

function serviceSlots(random: Random): ServiceSlot[] {
  const featuredIds = new Set(FEATURED_SERVICES.map((service) => service.id));
  const freeIds = random.shuffle(
    Array.from({ length: HIGHEST_ID }, (_, index) => index + 1).filter(
      (id) => !featuredIds.has(id),
    ),
  );
  return BRANCH_NAMES.flatMap((branch) => {
    const featured = FEATURED_SERVICES.filter((service) => service.branch === branch);
    const taken = new Set(featured.map((service) => service.header));
    const others = random
      .shuffle(SERVICE_CATALOGUE.map((entry) => entry.header))
      .filter((header) => !taken.has(header))
      .slice(0, Math.max(0, SERVICES_PER_BRANCH[branch] - featured.length))
      .map((header) => ({ id: freeIds.pop() ?? 0, branch, header }));
    return [...featured, ...others];
  });
}

function profileBlocks(random: Random, slot: ServiceSlot, inlineImage?: string): HtmlBlock[] {
  const entry = serviceEntry(slot.header);
  const place = BRANCH_PLACES[slot.branch];
  const blocks: HtmlBlock[] = [
    {
      kind: 'text',
      text: `${place.title} offers ${slot.header.toLowerCase()} for patients from across ${place.city}. ${entry.summary}`,
    },
    { kind: 'heading', text: 'Key features' },
    { kind: 'list', items: entry.points, ordered: random.chance(0.25) },
  ];
  if (random.chance(0.35)) {
    blocks.push({
      kind: 'table',
      header: ['Service hours', 'Contact'],
      rows: [
        ['24 hours, 7 days a week', 'Reception / Ext. 100'],
        ['Appointments', 'Help desk (9:00 AM - 9:00 PM)'],
      ],
    });
  }
  if (inlineImage) blocks.push({ kind: 'image', path: inlineImage, alt: slot.header });
  blocks.push({
    kind: 'text',
    text: 'For appointments and information please call the hospital help line or visit the front desk.',
  });
  return blocks;
}

function generateServices(): { services: readonly ServiceRecord[]; images: FeedImage[] } {
  const random = createRandom(SEED);
  const slots = serviceSlots(random);
  const spellBranch = createBranchSpeller(random, BRANCH_VARIANT_RATE);
  const featuredIds = new Set(FEATURED_SERVICES.map((service) => service.id));
  const idKeyed = new Set([
    FEATURED_ID_KEYED,
    ...random
      .shuffle(slots.filter((slot) => !featuredIds.has(slot.id)).map((slot) => slot.id))
      .slice(0, Math.round(slots.length * ID_KEY_RATE) - 1),
  ]);
  const nullImages = new Set(
    random
      .shuffle(slots.map((slot) => slot.id))
      .slice(0, Math.round(slots.length * NULL_IMAGE_RATE)),
  );
  const hostile = assignHostileMarkup(random, slots.length, HOSTILE_RECORDS);
  const sortOrder = new Map<BranchName, number>();
  const images: FeedImage[] = [];

  const records = slots.map((slot, index): ServiceRecord => {
    const order = (sortOrder.get(slot.branch) ?? 0) + 1;
    sortOrder.set(slot.branch, order);
    const slug = slugOf(slot.header);
    const cardPath = nullImages.has(slot.id)
      ? null
      : imagePath('Services', `${slug}-${slot.id}.jpg`);
    if (cardPath) images.push(banner(cardPath, slot.header));
    const inlinePath = random.chance(0.25)
      ? imagePath('Services/Inner', `${slug}-${slot.id}-1.jpg`)
      : undefined;
    if (inlinePath) images.push(banner(inlinePath, slot.header));
    const fields: ServiceFields = {
      brancH_NAME: spellBranch(slot.branch),
      imagE_PATH: cardPath,
      servicE_HEADER: slot.header,
      servicE_DESC: serviceEntry(slot.header).summary,
      servicE_PROFILE: renderCmsHtml(
        random,
        profileBlocks(random, slot, inlinePath),
        random.pick(EDITOR_STYLES),
        hostile.get(index),
      ),
      isActive: 'Y',
      sorT_ORDER: order,
      createD_DATE: sqlTimestampOn(
        random,
        randomDay(random, utcDay(2023, 1, 1), utcDay(2025, 6, 30)),
      ),
    };
    // The id key comes first on the wire, as in the SQL view's column order.
    return idKeyed.has(slot.id) ? { id: slot.id, ...fields } : { serV_ID: slot.id, ...fields };
  });
  // The feed is in insertion order of the CMS, not by id; the site must not assume either.
  let shuffled = random.shuffle(records);
  while (isSortedAscending(shuffled.map(serviceIdOf))) shuffled = random.shuffle(records);
  return { services: frozen(shuffled), images };
}

export function serviceIdOf(record: ServiceRecord): number {
  return 'serV_ID' in record ? record.serV_ID : record.id;
}

const feed = generateServices();

export const services: readonly ServiceRecord[] = feed.services;

export const serviceImages: readonly FeedImage[] = feed.images;

const serviceIds = services.map(serviceIdOf);

/** Stable facts about the data, derived from it, for tests and docs. */
export const serviceFacts = {
  total: services.length,
  countByBranch: countByBranch(services),
  /** In feed order, which is not sorted. */
  ids: serviceIds,
  /** Rows that carry `id` instead of `serV_ID`. */
  idKeyedIds: services.filter((record) => 'id' in record).map(serviceIdOf),
  homeFeaturedIds: [101, 102, 103].filter((id) => serviceIds.includes(id)),
  servicesPageFeaturedIds: [23, 21, 4, 27, 28].filter((id) => serviceIds.includes(id)),
  nullImageIds: services.filter((record) => record.imagE_PATH === null).map(serviceIdOf),
  hostileIds: services
    .filter((record) => containsHostileMarkup(record.servicE_PROFILE))
    .map(serviceIdOf),
  branchVariantIds: services
    .filter((record) => !(BRANCH_NAMES as readonly string[]).includes(record.brancH_NAME))
    .map(serviceIdOf),
  /** Branches whose service list is empty: the site shows "No services available." */
  branchesWithoutServices: BRANCH_NAMES.filter(
    (branch) => !services.some((record) => canonicalBranchName(record.brancH_NAME) === branch),
  ),
} as const;

export type ServiceFacts = typeof serviceFacts;
