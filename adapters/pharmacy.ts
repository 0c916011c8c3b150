import 'server-only';
import { z } from 'zod';
import { readFeed } from './feeds';
import { pictureFor, type Picture } from './images';
import { WireShapeError, optionalText, recordId, reshapeEach, wireDate, wireId } from './wire';

/**
 * The pharmacy's catalogue (spec 001 §7: GET {pharmacy}/api/Medicine/getalllist, `{ data: [...] }`),
 * fetched whole and cached like the content feeds; searched and paged on the server.
 */

export interface MedicineReview {
  id: string;
  reviewerName: string | null;
  reviewerImage: Picture | null;
  /** 1 to 5; null when the pharmacy sent something else. */
  rating: number | null;
  date: string | null;
  text: string | null;
}

export interface Medicine {
  id: string;
  tradeName: string;
  genericName: string | null;
  supplier: string | null;
  /** Rupees a unit; the price a payment is made at. */
  unitPrice: number;
  /** The pack's price, struck through beside the unit price; null when there is none. */
  packPrice: number | null;
  image: Picture;
  reviews: MedicineReview[];
}

/** Prices come as numbers or numeric strings; anything else is no price. */
const wirePrice = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    const price = typeof value === 'string' ? Number(value.trim()) : value;
    return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null;
  });

const reviewWire = z.looseObject({
  id: wireId,
  reviewerName: optionalText,
  reviewerImage: optionalText,
  rating: z.union([z.number(), z.string(), z.null()]).optional(),
  reviewDate: wireDate,
  reviews: optionalText,
});

const medicineWire = z.looseObject({
  itemId: recordId,
  tradeName: optionalText,
  genericName: optionalText,
  supplierName: optionalText,
  unitPrice: wirePrice,
  packPrice: wirePrice,
  imageUrl: optionalText,
  reviewsList: z.array(z.unknown()).nullish(),
});

function reshapeReviews(raw: unknown[] | null | undefined, hostBase: string): MedicineReview[] {
  return reshapeEach(raw ?? [], reviewWire, (wire) => {
    if (!wire.id) return null;
    const rating = Number(wire.rating);
    return {
      id: wire.id,
      reviewerName: wire.reviewerName,
      reviewerImage: wire.reviewerImage
        ? pictureFor('doctor', wire.reviewerImage, hostBase, wire.reviewerName ?? 'Reviewer')
        : null,
      rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
      date: wire.reviewDate,
      text: wire.reviews,
    };
  });
}

export function reshapeMedicines(raw: unknown, hostBase: string): Medicine[] {
  const envelope = z.looseObject({ data: z.unknown() }).safeParse(raw);
  if (!envelope.success) throw new WireShapeError('the catalogue is not a { data } object');
  return reshapeEach(envelope.data.data, medicineWire, (wire) => {
    // A medicine without a price cannot be sold: it is left out.
    if (!wire.tradeName || wire.unitPrice === null) return null;
    return {
      id: wire.itemId,
      tradeName: wire.tradeName,
      genericName: wire.genericName,
      supplier: wire.supplierName,
      unitPrice: wire.unitPrice,
      packPrice: wire.packPrice,
      // Windows paths ("Images\Medicines\a.jpg"): images.ts turns the backslashes round.
      image: pictureFor('medicine', wire.imageUrl, hostBase, wire.tradeName)!,
      reviews: reshapeReviews(wire.reviewsList, hostBase),
    };
  });
}

export function listMedicines(): Promise<Medicine[]> {
  return readFeed('medicines', 'pharmacy', 'api/Medicine/getalllist', reshapeMedicines);
}

export async function getMedicine(id: string): Promise<Medicine | null> {
  return (await listMedicines()).find((medicine) => medicine.id === id) ?? null;
}
