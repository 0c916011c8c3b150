/**
 * What the pharmacy's medicines are for, in the words patients type: the catalogue's search finds
 * a medicine by these as well as by its names (issue 32: "fever" found nothing). Each use names
 * the active ingredients it applies to, spelt as the pharmacy's feed writes its generic names, and
 * its terms in English, in Roman Urdu as typed on a phone, and in Urdu script.
 *
 * Only common, over-the-counter or long-term uses a patient would search for are here, each
 * ingredient under the uses it is first given for; a search result is a catalogue entry, not
 * advice, and the medicine's page sends no one away without a prescription the law asks for.
 * The catalogue holds nothing for a plain cough (no cough syrup, no expectorant), so no cough
 * term is listed: an antihistamine or an inhaler offered for "khansi" would mislead.
 *
 * Sources: the WHO Model List of Essential Medicines (2023) and the British National Formulary's
 * indications for each ingredient; the Roman Urdu and Urdu terms are those of Pakistani pharmacy
 * counters and patient leaflets (the glossary's words where it has one, docs/translation.md).
 * Reviewed by the engineering team only: a pharmacist should review it with the Urdu texts.
 */

export interface MedicineUse {
  /** A name for the use, for tests and reports. */
  id: string;
  terms: {
    en: readonly string[];
    /** Roman Urdu in the spellings patients use. */
    romanUrdu: readonly string[];
    ur: readonly string[];
  };
  /** Generic names as the feed writes them (compared ignoring case). */
  ingredients: readonly string[];
  /** Where the use of these ingredients for it is stated. */
  source: string;
}

export const MEDICINE_USES: readonly MedicineUse[] = [
  {
    id: 'fever',
    terms: {
      en: ['fever', 'temperature', 'high temperature', 'flu'],
      romanUrdu: ['bukhar', 'bukhaar', 'bokhar', 'taap', 'zukam bukhar'],
      ur: ['بخار', 'تیز بخار', 'نزلہ بخار'],
    },
    ingredients: ['Paracetamol', 'Ibuprofen'],
    source: 'WHO EML 2023 §2.1 (paracetamol, ibuprofen: pain and fever); BNF: pyrexia',
  },
  {
    id: 'pain',
    terms: {
      en: [
        'pain',
        'painkiller',
        'pain killer',
        'headache',
        'toothache',
        'body ache',
        'backache',
        'period pain',
        'joint pain',
      ],
      romanUrdu: ['dard', 'sar dard', 'sir dard', 'daant dard', 'jism dard', 'kamar dard'],
      ur: ['درد', 'سر درد', 'دانت کا درد', 'جسم میں درد', 'کمر درد', 'جوڑوں کا درد'],
    },
    ingredients: ['Paracetamol', 'Ibuprofen', 'Diclofenac'],
    source: 'WHO EML 2023 §2.1 (paracetamol, ibuprofen); BNF: diclofenac for pain and inflammation',
  },
  {
    id: 'acidity',
    terms: {
      en: ['acidity', 'heartburn', 'acid reflux', 'ulcer', 'gastric'],
      romanUrdu: ['tezabiyat', 'tezabiat', 'seene ki jalan', 'maiday ki jalan', 'gas'],
      ur: ['تیزابیت', 'سینے کی جلن', 'معدے کی جلن', 'السر'],
    },
    ingredients: ['Omeprazole', 'Esomeprazole'],
    source: 'WHO EML 2023 §17.1 (omeprazole); BNF: reflux, dyspepsia, peptic ulcer',
  },
  {
    id: 'allergy',
    terms: {
      en: ['allergy', 'sneezing', 'runny nose', 'itching', 'hives'],
      romanUrdu: ['allergy', 'alerji', 'khujli', 'chheenkain', 'naak behna'],
      ur: ['الرجی', 'خارش', 'چھینکیں', 'ناک بہنا'],
    },
    ingredients: ['Cetirizine', 'Loratadine'],
    source: 'WHO EML 2023 §3 (loratadine); BNF: allergic rhinitis and urticaria',
  },
  {
    id: 'asthma',
    terms: {
      en: ['asthma', 'wheezing', 'inhaler'],
      romanUrdu: ['dama', 'damma', 'saans phoolna'],
      ur: ['دمہ', 'سانس پھولنا', 'انہیلر'],
    },
    ingredients: ['Salbutamol', 'Montelukast'],
    source: 'WHO EML 2023 §25.1 (salbutamol); BNF: montelukast for asthma prophylaxis',
  },
  {
    id: 'infection',
    terms: {
      en: ['infection', 'antibiotic', 'antibiotics'],
      romanUrdu: ['infection', 'infeksion'],
      ur: ['انفیکشن', 'اینٹی بائیوٹک'],
    },
    ingredients: ['Amoxicillin', 'Co-Amoxiclav', 'Azithromycin', 'Ciprofloxacin', 'Metronidazole'],
    source: 'WHO EML 2023 §6.2 (antibacterials): all five, on a prescription',
  },
  {
    id: 'diarrhoea',
    terms: {
      en: ['diarrhoea', 'diarrhea', 'loose motions', 'dehydration', 'vomiting'],
      romanUrdu: ['dast', 'ulti', 'paani ki kami', 'pani ki kami', 'pait kharab'],
      ur: ['دست', 'اسہال', 'الٹی', 'پانی کی کمی', 'پیٹ خراب'],
    },
    ingredients: ['Oral Rehydration Salts'],
    source: 'WHO EML 2023 §17.5.1 (oral rehydration salts); WHO/UNICEF diarrhoea guidance',
  },
  {
    id: 'dysentery',
    terms: {
      en: ['dysentery', 'amoebiasis'],
      romanUrdu: ['pechish', 'marore'],
      ur: ['پیچش', 'مروڑ'],
    },
    ingredients: ['Metronidazole', 'Oral Rehydration Salts'],
    source: 'WHO EML 2023 §6.5 (metronidazole: amoebiasis); BNF: amoebic dysentery',
  },
  {
    id: 'diabetes',
    terms: {
      en: ['diabetes', 'sugar', 'blood sugar'],
      romanUrdu: ['sugar', 'shugar', 'ziabetes', 'ziabitus'],
      ur: ['شوگر', 'ذیابیطس'],
    },
    ingredients: ['Metformin', 'Glimepiride', 'Insulin Glargine'],
    source: 'WHO EML 2023 §18.5 (metformin, a sulfonylurea, insulin); BNF: type 2 diabetes',
  },
  {
    // Insulin by its own name in Urdu letters (the English is the feed's generic name already).
    id: 'insulin',
    terms: { en: ['insulin'], romanUrdu: ['insulin'], ur: ['انسولین'] },
    ingredients: ['Insulin Glargine'],
    source: 'WHO EML 2023 §18.5 (long-acting insulin analogues)',
  },
  {
    id: 'bloodPressure',
    terms: {
      en: ['blood pressure', 'high blood pressure', 'hypertension', 'bp'],
      romanUrdu: ['blood pressure', 'bp', 'bulad pressure', 'fishar e khoon'],
      ur: ['بلڈ پریشر', 'ہائی بلڈ پریشر', 'فشار خون'],
    },
    ingredients: ['Amlodipine', 'Losartan'],
    source: 'WHO EML 2023 §12.3 (amlodipine, losartan: hypertension)',
  },
  {
    id: 'cholesterol',
    terms: {
      en: ['cholesterol', 'statin'],
      romanUrdu: ['cholesterol', 'kolesterol', 'charbi'],
      ur: ['کولیسٹرول', 'چربی'],
    },
    ingredients: ['Atorvastatin'],
    source: 'WHO EML 2023 §12.6 (statins); BNF: hypercholesterolaemia',
  },
  {
    id: 'thyroid',
    terms: {
      en: ['thyroid', 'hypothyroidism'],
      romanUrdu: ['thyroid', 'thairoid', 'gilhar'],
      ur: ['تھائیرائیڈ', 'گلہڑ'],
    },
    ingredients: ['Levothyroxine'],
    source: 'WHO EML 2023 §18.8 (levothyroxine: hypothyroidism)',
  },
  {
    id: 'weakBones',
    terms: {
      en: ['vitamin d', 'calcium', 'weak bones', 'osteoporosis'],
      romanUrdu: ['haddiyon ki kamzori', 'calcium ki kami', 'vitamin d ki kami'],
      ur: ['وٹامن ڈی', 'کیلشیم', 'ہڈیوں کی کمزوری'],
    },
    ingredients: ['Vitamin D3', 'Calcium Carbonate'],
    source: 'WHO EML 2023 §27 (colecalciferol, calcium); BNF: deficiency and osteoporosis',
  },
  {
    id: 'anaemia',
    terms: {
      en: ['anaemia', 'anemia', 'iron', 'iron deficiency'],
      romanUrdu: ['khoon ki kami', 'iron ki kami'],
      ur: ['خون کی کمی', 'آئرن'],
    },
    ingredients: ['Ferrous Sulphate'],
    source: 'WHO EML 2023 §10.1 (ferrous salt: iron-deficiency anaemia)',
  },
];

/** Every term of the uses an ingredient has, in all three ways of writing; none for no ingredient. */
export function usesOf(ingredient: string | null): string[] {
  if (!ingredient) return [];
  const wanted = ingredient.toLowerCase();
  return MEDICINE_USES.filter((use) =>
    use.ingredients.some((name) => name.toLowerCase() === wanted),
  ).flatMap((use) => [...use.terms.en, ...use.terms.romanUrdu, ...use.terms.ur]);
}
