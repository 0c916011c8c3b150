import { getTranslations } from 'next-intl/server';
import { detailRoute } from '@/components/layout/detailRoute';
import { MedicineView } from '@/components/pharmacy/MedicineView';
import { rupees } from '@/components/pharmacy/catalogue';
import { href } from '@/domain/addresses';
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
  notFoundText: (t) => t('notFound.medicine'),
  unavailableTitle: (t) => t('titles.medicine'),
  back: {
    href: '/Medicines',
    // Read as the page is rendered, so in the page's language.
    label: (t) => t('catalogue.seeAll'),
  },
  metadata: async (medicine) => {
    const t = await getTranslations('catalogue');
    const name = `${medicine.tradeName}${medicine.genericName ? ` (${medicine.genericName})` : ''}`;
    return {
      title: medicine.tradeName,
      description: t('medicineDescription', {
        name,
        price: t('price', { amount: rupees(medicine.unitPrice) }),
      }),
      path: href.medicine(medicine.id),
      image: medicine.image,
    };
  },
  render: (medicine) => <MedicineView medicine={medicine} />,
});

export { generateMetadata };
export default Page;
