// Set "fifth": phrasebooks in the owners' other languages (Québec and Belgian French, Afrikaans,
// Turkish, Swedish; Mandarin and Flemish Dutch in fifth-intl-more.ts) and each one's extra
// questions.
import type { Cat } from '../lib/model';
import type { Phrasebook } from '../lib/questions';

/** Questions past the shared builder, asked in one language (see fifth-words.ts). */
export interface Extra {
  lang: string;
  /** Several categories at once: their sizes added. */
  together?: Array<[Cat[], string]>;
  /** How many rows of one category. */
  howMany?: Array<[Cat, string]>;
  /** The largest debit of one category. */
  biggestOf?: Array<[Cat, string]>;
  /** The restaurant, café or delivery service with the most spending. */
  topDining?: string;
  /** How many money-in rows. */
  creditsCount?: string;
  /** Money in during the statement's last month. */
  lastMonthIn?: (ym: string) => string;
}

export const names = (list: string) => list.split(' ');
export const nameOf = (list: string[], ym: string) => list[Number(ym.slice(5, 7)) - 1] ?? '';
export const dayOf = (iso: string) => Number(iso.slice(8));
export const yearOf = (ym: string) => ym.slice(0, 4);

const FR = names(
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
);
const frDate = (d: string) => `${dayOf(d)} ${nameOf(FR, d)}`;

export const frCA: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'fr',
    month: (m) => nameOf(FR, m),
    date: frDate,
    spent: "Combien j'ai dépensé en tout sur ce compte?",
    received: "Combien d'argent est rentré au total?",
    count: 'Il y a combien de transactions dans le relevé?',
    spentMonth: (m) => `J'ai dépensé combien en ${nameOf(FR, m)}?`,
    fuMonthBefore: "Pis le mois d'avant?",
    receivedMonth: (m) => `Combien j'ai reçu en ${nameOf(FR, m)}?`,
    spentAt: (n) => `Combien j'ai dépensé chez ${n}?`,
    fuAt: (n) => `Pis chez ${n}?`,
    fuHowMany: 'Ça fait combien de fois?',
    countAt: (n) => `Combien de fois je suis allé au ${n}?`,
    cats: {
      groceries: "Combien pour l'épicerie (dépanneur compris)?",
      fuel: "Combien j'ai mis en essence?",
      subs: 'Combien pour mes abonnements?',
      shopping: "Combien j'ai dépensé en magasinage?",
    },
    largest: "C'est quoi ma plus grosse dépense?",
    fuSmallest: 'Pis la plus petite?',
    largestCard: 'Mon plus gros achat par carte?',
    recent: "La dernière transaction, c'était combien?",
    closing: 'Il me reste combien à la fin du relevé?',
    avgMonth: 'En moyenne, je dépense combien par mois?',
    top: 'À quel commerce je dépense le plus?',
    noMerchant: (n) => `Combien j'ai dépensé chez ${n}?`,
    noMonth: (m) => `Combien j'ai dépensé en ${nameOf(FR, m)} ${yearOf(m)}?`,
    offTopic: "C'est où la meilleure poutine à Montréal?",
  },
  extra: {
    lang: 'fr',
    together: [[['groceries', 'dining'], 'Épicerie pis restos ensemble, ça donne combien?']],
    howMany: [['dining', "Combien de fois j'ai mangé au resto ou pris un café?"]],
    biggestOf: [['groceries', "Ma plus grosse épicerie, c'était combien?"]],
    topDining: 'Où est-ce que je dépense le plus en restos et cafés?',
    creditsCount: "Combien de dépôts j'ai eus?",
    lastMonthIn: (m) => `Combien est rentré en ${nameOf(FR, m)}?`,
  },
};

export const frBE: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'fr',
    month: (m) => nameOf(FR, m),
    date: frDate,
    spent: 'Combien ai-je dépensé au total?',
    received: 'Quel est le total des rentrées?',
    spentMonth: (m) => `Combien ai-je dépensé en ${nameOf(FR, m)}?`,
    fuMonthBefore: 'Et le mois précédent?',
    spentAt: (n) => `Combien ai-je dépensé chez ${n}?`,
    fuAt: (n) => `Et chez ${n}?`,
    fuHowMany: 'Ça fait combien de transactions?',
    countAt: (n) => `Combien de fois suis-je passé chez ${n}?`,
    cats: {
      utilities: "Combien pour l'énergie et le téléphone (Engie, Proximus)?",
      fee: 'Combien de frais bancaires?',
      rent: 'Combien de loyer ai-je payé?',
    },
    largest: 'Quelle est la plus grosse dépense?',
    fuSmallest: 'Et la plus petite?',
    largestIn: 'Le plus gros montant reçu?',
    opening: 'Quel était le solde au début de la période?',
    balanceOn: (d) => `Quel était le solde le ${frDate(d)}?`,
    avgMonth: 'Combien je dépense en moyenne par mois?',
    noMerchant: (n) => `Combien ai-je dépensé chez ${n}?`,
    noMonth: (m) => `Et en ${nameOf(FR, m)} ${yearOf(m)}, combien ai-je dépensé?`,
    offTopic: 'Quel temps fera-t-il demain à Bruxelles?',
  },
  extra: {
    lang: 'fr',
    together: [
      [['rent', 'utilities'], 'Loyer plus énergie et téléphone, ça fait combien en tout?'],
    ],
    howMany: [['groceries', 'Combien de fois ai-je fait les courses au supermarché?']],
  },
};

const AF = names(
  'Januarie Februarie Maart April Mei Junie Julie Augustus September Oktober November Desember',
);

export const af: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'af',
    month: (m) => nameOf(AF, m),
    date: (d) => `${dayOf(d)} ${nameOf(AF, d)}`,
    spent: 'Hoeveel het ek in totaal spandeer?',
    received: 'Hoeveel geld het altesaam ingekom?',
    count: 'Hoeveel transaksies is daar op die staat?',
    spentMonth: (m) => `Hoeveel het ek in ${nameOf(AF, m)} uitgegee?`,
    fuMonthBefore: 'En die maand daarvoor?',
    spentAt: (n) => `Hoeveel het ek by ${n} spandeer?`,
    fuAt: (n) => `En by ${n}?`,
    fuHowMany: 'Hoeveel keer was dit?',
    countAt: (n) => `Hoeveel keer het ek by ${n} gekoop?`,
    cats: {
      dining: 'Hoeveel het ek aan uiteet en wegneemetes bestee?',
      atm: 'Hoeveel kontant het ek by die OTM onttrek?',
      utilities: 'Hoeveel vir die selfoon en krag saam?',
      shopping: 'Hoeveel het ek aanlyn by Takealot gekoop?',
    },
    largest: 'Wat was my grootste uitgawe?',
    fuSmallest: 'En die kleinste?',
    largestIn: 'Wat was die grootste bedrag wat ingekom het?',
    opening: 'Wat was die openingsaldo?',
    closing: 'Wat is die eindsaldo?',
    avgMonth: 'Hoeveel spandeer ek gemiddeld per maand?',
    top: 'By watter winkel spandeer ek die meeste?',
    noMerchant: (n) => `Hoeveel het ek by ${n} spandeer?`,
    noMonth: (m) => `Hoeveel het ek in ${nameOf(AF, m)} ${yearOf(m)} spandeer?`,
    offTopic: 'Wie het gister die rugby gewen?',
  },
  extra: {
    lang: 'af',
    together: [[['groceries', 'fuel'], 'Kruideniersware en petrol saam, hoeveel?']],
    howMany: [['fuel', 'Hoeveel keer het ek petrol ingegooi?']],
    biggestOf: [['groceries', 'Wat was my grootste kruideniersaankoop?']],
    lastMonthIn: (m) => `Hoeveel het in ${nameOf(AF, m)} ingekom?`,
  },
};

const TR = names('Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık');

export const tr: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'tr',
    month: (m) => nameOf(TR, m),
    date: (d) => `${dayOf(d)} ${nameOf(TR, d)}`,
    spent: 'Bu hesaptan toplam ne kadar harcadım?',
    received: 'Toplam ne kadar para girdi?',
    count: 'Ekstrede kaç işlem var?',
    spentMonth: (m) => `${nameOf(TR, m)} ayında ne kadar harcadım?`,
    fuMonthBefore: 'Peki bir önceki ay?',
    receivedMonth: (m) => `${nameOf(TR, m)} ayında hesaba ne kadar para geldi?`,
    spentAt: (n) => `${n} harcamalarım toplam ne kadar?`,
    fuAt: (n) => `Peki ${n}?`,
    fuHowMany: 'Kaç kez olmuş?',
    countAt: (n) => `${n} siparişi kaç tane?`,
    cats: {
      groceries: 'Market alışverişine toplam ne kadar gitti?',
      fuel: 'Benzine ne kadar verdim?',
      utilities: 'Faturalar (telefon, doğalgaz) toplam ne kadar?',
      dining: 'Yemek siparişi ve kahveye ne kadar harcadım?',
      fee: 'Banka masrafları ne kadar tuttu?',
    },
    largest: 'En büyük harcamam neydi?',
    fuSmallest: 'En küçüğü?',
    largestCard: 'Kartla yaptığım en büyük alışveriş ne kadar?',
    recent: 'Son işlemin tutarı ne?',
    opening: 'Dönem başındaki bakiye neydi?',
    closing: 'Son bakiye ne kadar?',
    balanceOn: (d) => `${dayOf(d)} ${nameOf(TR, d)} günü bakiyem ne kadardı?`,
    avgMonth: 'Ayda ortalama ne kadar harcıyorum?',
    top: 'En çok hangi mağazaya para harcıyorum?',
    noMerchant: (n) => `${n} harcamalarım ne kadar?`,
    noMonth: (m) => `${yearOf(m)} ${nameOf(TR, m)} ayında ne kadar harcadım?`,
    offTopic: "Yarın İstanbul'da hava nasıl olacak?",
  },
  extra: {
    lang: 'tr',
    together: [[['groceries', 'dining'], 'Market ve yemek harcamalarım toplam ne kadar?']],
    howMany: [['groceries', 'Kaç kez market alışverişi yaptım?']],
    topDining: 'Yemek ve kahveye en çok nerede para harcadım?',
    creditsCount: 'Hesaba kaç kez para girdi?',
  },
};

const SV = names(
  'januari februari mars april maj juni juli augusti september oktober november december',
);

export const sv: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'sv',
    month: (m) => nameOf(SV, m),
    date: (d) => `${dayOf(d)} ${nameOf(SV, d)}`,
    spent: 'Hur mycket har jag spenderat totalt?',
    received: 'Hur mycket pengar har kommit in totalt?',
    count: 'Hur många transaktioner finns det?',
    spentMonth: (m) => `Hur mycket gick ut i ${nameOf(SV, m)}?`,
    fuMonthBefore: 'Och månaden innan?',
    receivedMonth: (m) => `Hur mycket kom in i ${nameOf(SV, m)}?`,
    spentAt: (n) => `Hur mycket har jag lagt på ${n}?`,
    fuAt: (n) => `Och på ${n}?`,
    fuHowMany: 'Hur många gånger blev det?',
    countAt: (n) => `Hur många gånger har jag handlat på ${n}?`,
    cats: {
      groceries: 'Hur mycket har jag handlat mat för i butik (ICA, Coop)?',
      fuel: 'Hur mycket har jag tankat för?',
      utilities: 'Vad kostade el och mobil tillsammans?',
      fee: 'Hur mycket tog banken i avgifter?',
      subs: 'Vad har mina streamingtjänster kostat totalt?',
    },
    largest: 'Vilken var den största utgiften?',
    fuSmallest: 'Och den minsta?',
    largestIn: 'Största insättningen?',
    recent: 'Hur stort var det senaste beloppet?',
    opening: 'Vad var saldot i början?',
    closing: 'Vad är saldot i slutet av utdraget?',
    balanceOn: (d) => `Vad var saldot den ${dayOf(d)} ${nameOf(SV, d)}?`,
    avgMonth: 'Hur mycket gör jag av med i snitt per månad?',
    top: 'I vilken butik lägger jag mest pengar?',
    noMerchant: (n) => `Hur mycket har jag handlat på ${n}?`,
    noMonth: (m) => `Hur mycket spenderade jag i ${nameOf(SV, m)} ${yearOf(m)}?`,
    offTopic: 'Har du ett bra recept på kanelbullar?',
  },
  extra: {
    lang: 'sv',
    together: [[['dining', 'subs'], 'Café, hämtmat och streaming tillsammans – hur mycket?']],
    howMany: [['groceries', 'Hur många gånger har jag handlat mat?']],
    biggestOf: [['groceries', 'Vilket var mitt dyraste matköp?']],
    creditsCount: 'Hur många insättningar har jag fått?',
  },
};
