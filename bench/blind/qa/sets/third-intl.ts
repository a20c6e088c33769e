// Set "third": how the owners ask in their other languages. Written from scratch, apart from the
// "first" and "unseen" phrasebooks: Polish and Dutch (the Barclays flat), Hinglish (ICICI),
// Mexican Spanish (BBVA), Portuguese and French (Millennium bcp), Japanese and Indonesian (the ANZ
// card), Swiss German and Ticino Italian (PostFinance).
import type { Phrasebook } from '../lib/questions';

const mo = (ym: string) => Number(ym.slice(5, 7));
const dd = (iso: string) => Number(iso.slice(8, 10));
const words = (s: string) => s.split(' ');
const PL = words(
  'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
);
const NL = words('jan feb maart april mei juni juli aug sept okt nov dec');
const HI = words(
  'January February March April May June July August September October November December',
);
const ES = words(
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
);
const PT = words(
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
);
const FR = words(
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
);
const ID = words(
  'januari februari maret april mei juni juli agustus september oktober november desember',
);
const DE = words(
  'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
);
const IT = words(
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
);
const at = (list: string[]) => (ym: string) => list[mo(ym) - 1] as string;
const low = (n: string) => n.toLowerCase();

export const pl: Phrasebook = {
  lang: 'pl',
  month: at(PL),
  date: (iso) => `${dd(iso)}.${iso.slice(5, 7)}`,
  spent: 'ile poszło z konta łącznie',
  received: 'ile w sumie wpłynęło na konto',
  spentMonth: (m) => `wydatki za ${at(PL)(m)}`,
  fuMonthBefore: 'a miesiąc wcześniej',
  spentAt: (n) => `ile zostawiłam w ${low(n)}`,
  fuAt: (n) => `a ${n}`,
  fuHowMany: 'ile razy to było',
  countAt: (n) => `ile razy płaciłam w ${n}`,
  cats: {
    groceries: 'zakupy spożywcze razem ile',
    dining: 'jedzenie na mieście i dowozy ile w sumie',
    rent: 'ile poszło na najem',
  },
  largest: 'najdroższa transakcja',
  fuSmallest: 'a najtańsza',
  top: 'w jakim sklepie wydaję najwięcej',
  noMerchant: (n) => `ile mnie kosztował ${n}`,
};

export const nl: Phrasebook = {
  lang: 'nl',
  month: at(NL),
  date: (iso) => `${dd(iso)} ${at(NL)(iso.slice(0, 7))}`,
  spent: 'hoeveel is er in totaal afgeschreven',
  received: 'totaal bijgeschreven bedrag',
  count: 'hoeveel regels staan er op dit overzicht',
  spentMonth: (m) => `wat ging er af in ${at(NL)(m)}`,
  fuMonthBefore: 'en de maand daarvoor',
  spentAt: (n) => `wat heb ik bij ${n} uitgegeven`,
  fuAt: (n) => `en bij ${low(n)}`,
  fuHowMany: 'hoe vaak was dat dan',
  cats: {
    utilities: 'vaste lasten energie en gemeentebelasting samen',
    salary: 'hoeveel loon is er binnengekomen',
  },
  largest: 'duurste afschrijving',
  fuSmallest: 'en de goedkoopste',
  largestIn: 'grootste bijschrijving',
  noMonth: (m) => `uitgaven in ${at(NL)(m)} ${m.slice(0, 4)}`,
  offTopic: 'hoe laat gaat de laatste trein naar gatwick',
};

export const hinglish: Phrasebook = {
  lang: 'hinglish',
  month: at(HI),
  date: (iso) => `${dd(iso)} ${at(HI)(iso.slice(0, 7))}`,
  spent: 'total kitna kharcha hua bhai',
  received: 'account me kitna paisa aaya sab milake',
  spentMonth: (m) => `${at(HI)(m).toLowerCase()} me kitna udaya`,
  fuMonthBefore: 'aur uske pehle wale month me',
  spentAt: (n) => `${low(n)} pe kitna gaya`,
  fuAt: (n) => `aur ${n} pe`,
  fuHowMany: 'kitni baar hua ye',
  cats: {
    dining: 'zomato swiggy wagaira khane ke order pe kitna gaya',
    rent: 'rent kitna diya total',
    atm: 'kitna cash withdraw kiya atm se',
  },
  largest: 'sabse bada kharcha kitne ka tha',
  fuSmallest: 'aur sabse chhota wala',
  closing: 'last me balance kitna bacha',
  balanceOn: (d) => `${dd(d)} ${at(HI)(d.slice(0, 7)).slice(0, 3)} ko balance kitna tha`,
  top: 'sabse zyada paisa kis dukaan pe gaya',
  noMerchant: (n) => `${n} pe kitna kharch kiya`,
};

export const es: Phrasebook = {
  lang: 'es',
  month: at(ES),
  date: (iso) => `${dd(iso)} de ${at(ES)(iso.slice(0, 7))}`,
  spent: 'cuánto se me fue en total',
  received: 'cuanto me depositaron en total',
  spentMonth: (m) => `qué tanto gasté en ${at(ES)(m)}`,
  fuMonthBefore: 'y en el mes de antes',
  spentAt: (n) => `cuánto llevo gastado en ${n}`,
  fuAt: (n) => `y en ${low(n)}`,
  fuHowMany: 'y eso en cuántas compras',
  countAt: (n) => `cuantas veces pagué en ${low(n)}`,
  cats: {
    groceries: 'súper y tiendita, cuánto en total',
    fuel: 'cuánto de gasolina',
    salary: 'cuánto me cayó de nómina',
    utilities: 'luz e internet cuanto pagué',
  },
  largest: 'cuál fue el cargo más grande',
  fuSmallest: 'y el más chico',
  opening: 'con cuánto saldo empecé',
  noMerchant: (n) => `cuánto gasté en ${n}`,
  noMonth: (m) => `gastos de ${at(ES)(m)} ${m.slice(0, 4)}`,
};

export const pt: Phrasebook = {
  lang: 'pt',
  month: at(PT),
  date: (iso) => `${dd(iso)} de ${at(PT)(iso.slice(0, 7))}`,
  spent: 'quanto gastei ao todo',
  received: 'total de entradas na conta',
  spentMonth: (m) => `despesas de ${at(PT)(m)}`,
  fuMonthBefore: 'e no mês antes desse',
  spentAt: (n) => `quanto deixei no ${n}`,
  fuAt: (n) => `e em ${n}`,
  fuHowMany: 'isso foram quantas compras',
  cats: {
    groceries: 'supermercado quanto no total',
    fuel: 'combustivel quanto',
    fee: 'comissões e imposto do selo do banco, total',
  },
  largest: 'qual foi o maior débito',
  fuSmallest: 'e o mais pequeno',
  closing: 'saldo no fim do extrato',
  balanceOn: (d) => `saldo a ${dd(d)} de ${at(PT)(d.slice(0, 7))}`,
  top: 'em que loja gasto mais',
  noMerchant: (n) => `quanto gastei no ${n}`,
};

export const fr: Phrasebook = {
  lang: 'fr',
  month: at(FR),
  date: (iso) => `${dd(iso)} ${at(FR)(iso.slice(0, 7))}`,
  spent: "j'ai dépensé combien en tout sur ce compte",
  received: 'combien est rentré en tout',
  count: 'il y a combien de mouvements',
  spentMonth: (m) => `combien j'ai claqué en ${at(FR)(m)}`,
  fuMonthBefore: 'et le mois précédent',
  spentAt: (n) => `j'ai mis combien chez ${n}`,
  fuAt: (n) => `et pour ${n}`,
  fuHowMany: 'en combien de fois',
  cats: {
    dining: 'restos, livraisons et pâtisseries, total',
    utilities: 'les factures internet et électricité',
    salary: 'mon salaire touché au total',
  },
  largest: 'la dépense la plus élevée',
  fuSmallest: 'et la moins élevée',
  avgMonth: 'en moyenne je dépense combien par mois',
  noMonth: (m) => `mes dépenses de ${at(FR)(m)} ${m.slice(0, 4)}`,
};

export const ja: Phrasebook = {
  lang: 'ja',
  month: (ym) => `${mo(ym)}月`,
  date: (iso) => `${mo(iso.slice(0, 7))}月${dd(iso)}日`,
  spent: 'カードの利用総額は',
  received: '返済と返金を合わせた入金の合計いくら',
  count: '取引は全部で何件',
  spentMonth: (m) => `${mo(m)}月はいくら使った`,
  fuMonthBefore: 'その前の月は',
  spentAt: (n) => `${n}でいくら使ってる`,
  fuAt: (n) => `${n}は`,
  fuHowMany: '何回だった',
  cats: {
    groceries: 'スーパーの買い物の合計',
    dining: '外食とデリバリーでいくら',
  },
  largest: '一番高い買い物は',
  fuSmallest: '一番少ない支出は',
  recent: '一番最近の取引の金額',
  top: '一番お金を使ったお店はどこ',
  noMerchant: (n) => `${n}での支払いはいくら`,
};

export const id: Phrasebook = {
  lang: 'id',
  month: at(ID),
  date: (iso) => `${dd(iso)} ${at(ID)(iso.slice(0, 7))}`,
  spent: 'total pengeluaran kartu berapa',
  received: 'berapa total uang masuk ke kartu',
  count: 'jumlah transaksinya ada berapa',
  spentMonth: (m) => `belanja bulan ${at(ID)(m)} berapa`,
  fuMonthBefore: 'terus bulan sebelumnya gimana',
  spentAt: (n) => `habis berapa di ${low(n)}`,
  fuAt: (n) => `kalau di ${n}`,
  fuHowMany: 'itu berapa kali',
  cats: {
    payment: 'udah bayar tagihan kartu berapa total',
    fuel: 'bensin berapa',
  },
  largest: 'transaksi paling mahal berapa',
  fuSmallest: 'kalau yang paling kecil',
  avgMonth: 'rata rata sebulan habis berapa',
  noMonth: (m) => `pengeluaran bulan ${at(ID)(m)} ${m.slice(0, 4)}`,
  offTopic: 'kurs dolar australia ke rupiah hari ini berapa',
};

export const de: Phrasebook = {
  lang: 'de',
  month: at(DE),
  date: (iso) => `${dd(iso)}. ${at(DE)(iso.slice(0, 7))}`,
  spent: 'wie viel ging insgesamt raus',
  received: 'summe aller gutschriften',
  count: 'anzahl buchungen',
  spentMonth: (m) => `was hab ich im ${at(DE)(m)} ausgegeben`,
  fuMonthBefore: 'und der vormonat',
  spentAt: (n) => `wieviel bei der ${n}`,
  fuAt: (n) => `und bei ${low(n)}`,
  fuHowMany: 'wie oft war ich dort',
  cats: {
    groceries: 'lebensmitteleinkäufe total',
    rent: 'miete gesamt',
    atm: 'bargeld bezogen total',
  },
  largest: 'höchste belastung',
  fuSmallest: 'und die geringste',
  opening: 'anfangssaldo',
  balanceOn: (d) => `kontostand am ${dd(d)}.${d.slice(5, 7)}.`,
  noMerchant: (n) => `wie viel bei ${n}`,
};

export const it: Phrasebook = {
  lang: 'it',
  month: at(IT),
  date: (iso) => `${dd(iso)} ${at(IT)(iso.slice(0, 7))}`,
  spent: 'quanto è uscito in tutto',
  received: 'entrate totali',
  spentMonth: (m) => `quanto ho speso a ${at(IT)(m)}`,
  fuMonthBefore: 'e il mese precedente',
  spentAt: (n) => `quanto ho lasciato alla ${n}`,
  fuAt: (n) => `e alla ${n}`,
  fuHowMany: 'quante volte ci sono andato',
  cats: {
    dining: 'ristoranti e pasticcerie totale',
    utilities: 'bollette swisscom e corrente quanto',
    fuel: 'benzina totale',
  },
  largest: "l'addebito più grosso",
  fuSmallest: 'e il più piccolo',
  closing: 'saldo alla fine',
  top: 'in quale negozio spendo di più',
  noMonth: (m) => `spese di ${at(IT)(m)} ${m.slice(0, 4)}`,
  offTopic: 'che tempo fa domani a lugano',
};
