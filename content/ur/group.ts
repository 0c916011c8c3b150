/** Urdu of content/group.ts: a draft for the hospital to review before launch. */
import type * as en from '../group';
import type { Translated } from '@/domain/messages/translated';

export const GROUP: Translated<typeof en.GROUP> = {
  name: 'فاروق گروپ آف ہاسپٹلز',
  shortName: 'فاروق ہاسپٹلز',
  phone: '(042) 111 223 377',
  whatsapp: null,
  address: 'نمونے کا پتہ، مین بلیوارڈ، لاہور، پاکستان',
  email: 'info@farooqhospitals.example',
  careersEmail: 'careers@farooqhospitals.example',
  tagline:
    'فاروق گروپ آف ہاسپٹلز کا انتخاب کرنے کا شکریہ۔ ہم ہر دن اور ہر رات آپ کی صحت کے لیے پُرعزم ہیں۔',
  copyrightYear: 2024,
};
