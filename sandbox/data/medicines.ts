/**
 * The pharmacy's catalogue (GET /pharmacy/api/Medicine/getalllist): several hundred medicines with
 * their reviews, in the pharmacy API's own shape and quirks: prices as numbers or strings, a pack
 * price of 0 for "none", empty or missing generic names and images, Windows paths with
 * backslashes, and reviews with ratings outside 1 to 5.
 */

import { feedImage, slugOf } from './feed-generator';
import { createRandom } from './random';
import { sqlTimestampOn } from './sql-dates';
import { randomDay, utcDay } from './sql-dates';

export interface ReviewRecord {
  id: number;
  reviewerName: string | null;
  reviewerImage: string | null;
  rating: number | string | null;
  reviewDate: string | null;
  reviews: string | null;
}

export interface MedicineRecord {
  itemId: number;
  tradeName: string;
  genericName: string | null;
  supplierName: string | null;
  unitPrice: number | string;
  packPrice: number | string | null;
  imageUrl: string | null;
  reviewsList: ReviewRecord[] | null;
}

const GENERICS: [generic: string, brands: string[], forms: string[]][] = [
  [
    'Paracetamol',
    ['Panadol', 'Calpol', 'Disprol', 'Tylenol'],
    ['500mg Tablet', '120mg/5ml Syrup', '1g Tablet'],
  ],
  [
    'Ibuprofen',
    ['Brufen', 'Advil', 'Nurofen'],
    ['200mg Tablet', '400mg Tablet', '100mg/5ml Suspension'],
  ],
  [
    'Amoxicillin',
    ['Amoxil', 'Moxilin', 'Zeemox'],
    ['250mg Capsule', '500mg Capsule', '125mg/5ml Suspension'],
  ],
  [
    'Co-Amoxiclav',
    ['Augmentin', 'Amclav', 'Calamox'],
    ['375mg Tablet', '625mg Tablet', '1g Tablet'],
  ],
  [
    'Azithromycin',
    ['Azomax', 'Zetro', 'Azitma'],
    ['250mg Capsule', '500mg Tablet', '200mg/5ml Suspension'],
  ],
  ['Ciprofloxacin', ['Ciproxin', 'Cipesta', 'Novidat'], ['250mg Tablet', '500mg Tablet']],
  [
    'Metformin',
    ['Glucophage', 'Neodipar', 'Metfor'],
    ['500mg Tablet', '850mg Tablet', '1g Tablet'],
  ],
  ['Glimepiride', ['Amaryl', 'Getryl', 'Glimy'], ['1mg Tablet', '2mg Tablet', '4mg Tablet']],
  ['Amlodipine', ['Norvasc', 'Amlopin', 'Lowpin'], ['5mg Tablet', '10mg Tablet']],
  ['Losartan', ['Cozaar', 'Eziday', 'Losar'], ['25mg Tablet', '50mg Tablet', '100mg Tablet']],
  ['Atorvastatin', ['Lipitor', 'Atorva', 'Lipiget'], ['10mg Tablet', '20mg Tablet', '40mg Tablet']],
  ['Omeprazole', ['Risek', 'Omezol', 'Losec'], ['20mg Capsule', '40mg Capsule', '40mg Injection']],
  ['Esomeprazole', ['Nexum', 'Esso', 'Nexium'], ['20mg Tablet', '40mg Tablet']],
  ['Cetirizine', ['Zyrtec', 'Rigix', 'Cetzine'], ['10mg Tablet', '5mg/5ml Syrup']],
  ['Loratadine', ['Softin', 'Lorin', 'Claritine'], ['10mg Tablet', '5mg/5ml Syrup']],
  [
    'Salbutamol',
    ['Ventolin', 'Salbo', 'Asmalin'],
    ['100mcg Inhaler', '2mg Tablet', '2mg/5ml Syrup'],
  ],
  ['Montelukast', ['Singulair', 'Montiget', 'Myteka'], ['4mg Sachet', '5mg Tablet', '10mg Tablet']],
  [
    'Levothyroxine',
    ['Thyroxine', 'Euthyrox', 'Thyrogen'],
    ['25mcg Tablet', '50mcg Tablet', '100mcg Tablet'],
  ],
  [
    'Vitamin D3',
    ['Sunny D', 'Indrop D', 'D-Max'],
    ['200,000 IU Injection', '50,000 IU Capsule', '400 IU Drops'],
  ],
  ['Ferrous Sulphate', ['Fefol', 'Iberet', 'Ferro-B'], ['Capsule', 'Syrup']],
  ['Calcium Carbonate', ['Caltrate', 'Qalsan', 'Calcium-D'], ['500mg Tablet', '600mg Tablet']],
  ['Diclofenac', ['Voltral', 'Dicloran', 'Oxidol'], ['50mg Tablet', '75mg Injection', '1% Gel']],
  [
    'Metronidazole',
    ['Flagyl', 'Metrozine', 'Nidazol'],
    ['200mg Tablet', '400mg Tablet', '200mg/5ml Suspension'],
  ],
  ['Oral Rehydration Salts', ['ORS', 'Hydral', 'Peditral'], ['Sachet', 'Orange Sachet']],
  ['Insulin Glargine', ['Lantus', 'Basalog', 'Glaritus'], ['100IU/ml Pen', '100IU/ml Vial']],
];

const SUPPLIERS = [
  'GSK Pakistan',
  'Getz Pharma',
  'Searle Pakistan',
  'Abbott Laboratories',
  'Sami Pharmaceuticals',
  'Ferozsons Laboratories',
  'Hilton Pharma',
  'Martin Dow',
  null,
];

const REVIEWERS = [
  'Ayesha K.',
  'Bilal A.',
  'Sana M.',
  'Usman T.',
  'Hina R.',
  'Kamran Y.',
  'Maryam S.',
  null,
];
const REVIEW_TEXTS = [
  'Delivered quickly and well packed.',
  'Genuine product, same as from the hospital pharmacy.',
  'Good price compared with other stores.',
  'Works well; my doctor recommended it.',
  'Expiry date was more than a year away.',
  '',
];

function medicines(): MedicineRecord[] {
  const random = createRandom(0x3ed1c1e);
  const records: MedicineRecord[] = [];
  let itemId = 1001;
  let reviewId = 1;
  for (const [generic, brands, forms] of GENERICS) {
    for (const brand of brands) {
      for (const form of forms.flatMap((shape) => [shape, `${shape} (Pack of 30)`])) {
        const tradeName = `${brand} ${form}`;
        const unit = Math.round(random.int(150, 250_000) / 5) / 100;
        const slug = `${slugOf(tradeName)}-${itemId}`;
        const image = random.chance(0.15)
          ? random.pick([null, ''])
          : feedImage('banner', 'Medicines', `${slug}.jpg`, tradeName)
              .slice(2)
              .replace(/\//g, '\\');
        const reviews: ReviewRecord[] = Array.from(
          { length: random.chance(0.35) ? 0 : random.int(1, 4) },
          () => {
            const name = random.pick(REVIEWERS);
            return {
              id: reviewId++,
              reviewerName: name,
              reviewerImage:
                name && random.chance(0.7)
                  ? feedImage('portrait', 'Reviewers', `reviewer-${reviewId}.jpg`, name)
                      .slice(2)
                      .replace(/\//g, '\\')
                  : null,
              rating: random.chance(0.05) ? random.pick([0, 6, '4']) : random.int(1, 5),
              reviewDate: random.chance(0.1)
                ? null
                : sqlTimestampOn(
                    random,
                    randomDay(random, utcDay(2025, 1, 1), utcDay(2026, 11, 1)),
                  ),
              reviews: random.pick(REVIEW_TEXTS),
            };
          },
        );
        records.push({
          itemId,
          tradeName,
          genericName: random.chance(0.08) ? random.pick([null, '']) : generic,
          supplierName: random.pick(SUPPLIERS),
          unitPrice: random.chance(0.2) ? unit.toFixed(2) : unit,
          packPrice: random.chance(0.4)
            ? random.pick([null, 0])
            : Math.round(unit * random.int(10, 30) * 100) / 100,
          imageUrl: image,
          reviewsList: reviews.length === 0 && random.chance(0.5) ? null : reviews,
        });
        itemId += random.int(1, 3);
      }
    }
  }
  return records;
}

export const MEDICINES: readonly MedicineRecord[] = medicines();

export const medicineFacts = {
  total: MEDICINES.length,
  ids: MEDICINES.map((record) => record.itemId),
  /** A medicine with reviews and a pack price. */
  reviewedId: MEDICINES.find(
    (record) => (record.reviewsList?.length ?? 0) >= 2 && Number(record.packPrice) > 0,
  )!.itemId,
  /** A medicine without reviews. */
  unreviewedId: MEDICINES.find((record) => !record.reviewsList?.length)!.itemId,
  /** A medicine without a picture. */
  noImageId: MEDICINES.find((record) => !record.imageUrl)!.itemId,
  findById: (id: number) => MEDICINES.find((record) => record.itemId === id),
  unitPriceOf: (id: number) => Number(MEDICINES.find((record) => record.itemId === id)!.unitPrice),
};
