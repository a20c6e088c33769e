import { MONEY_CATEGORIES } from './money-categories';

/**
 * The categories the assistant knows, what a person calls them in a question, which way their
 * money usually flows (so "how much interest?" means interest received), and the broader
 * category each belongs to. A row carries the narrowest category that fits it; a question
 * naming a broad category ("transport") sums its children (fuel, taxis, …), and one naming a
 * narrow category ("fuel") is answered from that category's rows only. See hierarchy.ts.
 */

export type CategoryId =
  | 'groceries'
  | 'dining'
  | 'shopping'
  | 'subscriptions'
  | 'entertainment'
  | 'bills'
  | 'utilities'
  | 'telecoms'
  | 'transport'
  | 'fuel'
  | 'public-transport'
  | 'taxis'
  | 'parking'
  | 'travel'
  | 'flights'
  | 'rail'
  | 'lodging'
  | 'rent'
  | 'health'
  | 'insurance'
  | 'education'
  | 'personal-care'
  | 'income'
  | 'fees'
  | 'interest'
  | 'interest-charged'
  | 'interest-earned'
  | 'taxes'
  | 'cash'
  | 'transfers'
  | 'refunds'
  | 'conversions'
  | 'other';

export interface CategoryInfo {
  id: CategoryId;
  label: string;
  /** Words and phrases in a question (lower case) that name this category. */
  words: string[];
  /** The direction asked about when a question names only the category. */
  natural: 'out' | 'in';
  /** The broader category whose questions include this one's rows. */
  parent?: CategoryId;
  /**
   * Lower-case words that name this category in a bank's own category column, in the languages
   * of the statements we read ("Fizetés" on an OTP statement is salary). Not question words:
   * questions in those languages are read elsewhere.
   */
  labelWords?: string[];
  /** Labels this category had before, which the user's saved corrections may still hold. */
  formerLabels?: string[];
}

// Longer phrases are listed before the words they contain, because questions are matched in
// this order and a matched phrase is removed from the question. Words are split between a
// parent and its children so that each word names exactly the rows it should: "transport" is
// the parent's, "fuel" only the fuel child's.
export const CATEGORIES: readonly CategoryInfo[] = [
  {
    id: 'groceries',
    label: 'Groceries',
    words: [
      'groceries',
      'grocery',
      'supermarkets',
      'supermarket',
      'food shopping',
      'kirana',
      'food shops',
      'food shop',
      'weekly shop',
    ],
    natural: 'out',
    labelWords: [
      'lebensmittel',
      'supermercado',
      'alimentação',
      'alimentación',
      'courses',
      'alimentari',
      'boodschappen',
      'élelmiszer',
    ],
  },
  {
    id: 'dining',
    label: 'Food & dining',
    words: [
      'food delivery',
      'eating out',
      'dining out',
      'dining',
      'restaurants',
      'restaurant',
      'takeaways',
      'takeaway',
      'takeout',
      'food',
      'meals',
    ],
    natural: 'out',
    labelWords: ['restaurante', 'restaurantes', 'gastronomie', 'restauration'],
  },
  {
    id: 'shopping',
    label: 'Shopping',
    words: ['online shopping', 'shopping', 'clothes', 'clothing', 'apparel', 'electronics'],
    natural: 'out',
    labelWords: ['compras', 'einkaufen', 'achats', 'műszaki cikk', 'ruházat'],
  },
  {
    id: 'subscriptions',
    label: 'Subscriptions',
    words: ['subscriptions', 'subscription', 'memberships', 'membership', 'streaming', 'software'],
    natural: 'out',
    formerLabels: ['subscriptions & entertainment'],
    labelWords: [
      'assinaturas',
      'suscripciones',
      'abonnements',
      'abbonamenti',
      'abbonamento',
      'abonnementen',
      'abonamenty',
      'langganan',
    ],
  },
  {
    id: 'entertainment',
    label: 'Entertainment',
    words: ['entertainment', 'cinema', 'movies', 'concerts', 'games', 'leisure'],
    natural: 'out',
    labelWords: ['lazer', 'ocio', 'freizeit', 'loisirs'],
  },
  {
    id: 'bills',
    label: 'Bills',
    words: ['utility bills', 'household bills', 'household bill', 'bills', 'bill'],
    natural: 'out',
    formerLabels: ['telecom & utilities'],
  },
  {
    id: 'utilities',
    label: 'Utilities',
    parent: 'bills',
    // "Power": what many call electricity.
    // prettier-ignore
    words: [
      'gas bills', 'gas bill', 'water bills', 'water bill', 'power bills', 'power bill',
      'utilities', 'utility', 'electricity', 'energy', 'power',
    ],
    natural: 'out',
    labelWords: ['nebenkosten', 'energie', 'servicios', 'contas', 'rezsi'],
  },
  {
    id: 'telecoms',
    label: 'Phone & internet',
    parent: 'bills',
    words: [
      'phone bills',
      'phone bill',
      'mobile recharges',
      'mobile recharge',
      'recharges',
      'recharge',
      'telecoms',
      'telecom',
      'broadband',
      'wifi',
      'cell phone',
      'cellphone',
      'phone',
      'mobile',
      'internet',
    ],
    natural: 'out',
    labelWords: ['telefone', 'telefonía', 'telekommunikation'],
  },
  {
    id: 'transport',
    label: 'Transport',
    words: ['transportation', 'transport', 'commute', 'getting around'],
    natural: 'out',
    labelWords: ['transporte', 'verkehr', 'mobilität'],
  },
  {
    id: 'fuel',
    label: 'Fuel',
    parent: 'transport',
    // "Servo": Australian for a service station.
    words: [
      'gas stations',
      'gas station',
      'petrol pumps',
      'petrol pump',
      'petrol',
      'gasoline',
      'fuel',
      'diesel',
      'gas',
      'servos',
      'servo',
    ],
    natural: 'out',
    labelWords: [
      'combustível',
      'combustible',
      'tanken',
      'kraftstoff',
      'carburant',
      'carburante',
      'brandstof',
      'paliwo',
      'üzemanyag',
      'bensin',
    ],
  },
  {
    id: 'public-transport',
    label: 'Public transport',
    parent: 'transport',
    // "The tube": London's underground.
    words: ['public transport', 'public transit', 'transit', 'buses', 'bus', 'the tube'],
    natural: 'out',
  },
  {
    id: 'taxis',
    label: 'Taxis & ride-hailing',
    parent: 'transport',
    words: ['ride hailing', 'ride sharing', 'rideshare', 'taxis', 'taxi', 'cabs', 'cab', 'rides'],
    natural: 'out',
  },
  {
    id: 'parking',
    label: 'Parking & tolls',
    parent: 'transport',
    words: ['parking', 'tolls', 'toll'],
    natural: 'out',
  },
  {
    id: 'travel',
    label: 'Travel',
    words: ['travel', 'holidays', 'vacation'],
    natural: 'out',
    labelWords: ['viagem', 'viagens', 'viajes', 'reisen', 'voyages'],
  },
  {
    id: 'flights',
    label: 'Flights',
    parent: 'travel',
    words: ['airlines', 'airline', 'flights', 'flight', 'airfare'],
    natural: 'out',
  },
  {
    id: 'rail',
    label: 'Trains',
    parent: 'travel',
    words: ['train tickets', 'trains', 'train', 'rail'],
    natural: 'out',
  },
  {
    id: 'lodging',
    label: 'Hotels & lodging',
    parent: 'travel',
    words: ['accommodation', 'lodging', 'hotels', 'hotel', 'hostels'],
    natural: 'out',
    labelWords: ['hospedagem', 'alojamiento', 'unterkunft', 'hébergement'],
  },
  {
    id: 'rent',
    label: 'Rent',
    words: ['rent', 'housing'],
    natural: 'out',
    labelWords: ['aluguel', 'alquiler', 'miete', 'loyer', 'affitto', 'huur', 'czynsz', 'lakbér'],
  },
  {
    id: 'health',
    label: 'Health',
    // "Chemist": British and Indian English for a pharmacy.
    // prettier-ignore
    words: [
      'healthcare', 'health', 'medical', 'pharmacies', 'pharmacy', 'chemists',
      'chemist', 'drugstores', 'drugstore', 'doctor', 'medicines',
    ],
    natural: 'out',
    labelWords: ['saúde', 'salud', 'gesundheit', 'santé', 'egészség'],
  },
  {
    id: 'insurance',
    label: 'Insurance',
    words: ['insurance'],
    natural: 'out',
    labelWords: ['seguro', 'seguros', 'versicherung', 'assurance', 'biztosítás'],
  },
  {
    id: 'education',
    label: 'Education',
    words: ['education', 'tuition', 'school fees'],
    natural: 'out',
    labelWords: ['educação', 'educación', 'bildung', 'oktatás'],
  },
  {
    id: 'personal-care',
    label: 'Personal care & fitness',
    words: ['personal care', 'fitness', 'gym', 'haircuts', 'beauty'],
    natural: 'out',
  },
  ...MONEY_CATEGORIES,
];

export function categoryInfo(id: CategoryId): CategoryInfo {
  const found = CATEGORIES.find((category) => category.id === id);
  if (!found) throw new Error(`Unknown category ${id}`);
  return found;
}
