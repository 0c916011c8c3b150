import { detailRoute } from '@/components/layout/detailRoute';
import { MedicineView } from '@/components/pharmacy/MedicineView';
import { price } from '@/components/pharmacy/catalogue';
import { errorAt, queryPage } from '@/graphql/client/server';
import { MedicineDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each medicine, then served from the page cache. */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(MedicineDetailDocument, { id });
    return { item: result.data?.medicine ?? null, error: errorAt(result, 'medicine') };
  },
  // The specification names no text for a medicine that does not exist.
  notFoundText: (m) => m.notFound.medicine,
  unavailableTitle: (m) => m.titles.medicine,
  back: { href: '/Medicines', label: 'See all medicines' },
  metadata: (medicine) => ({
    title: medicine.tradeName,
    description: `${medicine.tradeName}${medicine.genericName ? ` (${medicine.genericName})` : ''}: ${price(medicine.unitPrice)} a unit, from the pharmacy of Farooq Group Of Hospitals.`,
    path: `/medicine/${medicine.id}`,
    image: medicine.image,
  }),
  render: (medicine) => <MedicineView medicine={medicine} />,
});

export { generateMetadata };
export default Page;
