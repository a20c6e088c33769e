// Set "fourth": the owners' phrasebooks in other languages than English (Spanish twice, German,
// Portuguese, Polish, Hinglish). Written apart from the other sets' phrasebooks.
import type { Phrasebook } from '../lib/questions';

const nth = (list: string, ym: string) => list.split(' ')[Number(ym.slice(5, 7)) - 1] as string;
const day = (iso: string) => Number(iso.slice(8));
const ES =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre';
const DE = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember';
const PT =
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro';
/** Polish: "w lipcu" (in July) and "14 lipca" (the 14th of July). */
const PL_IN =
  'w_styczniu w_lutym w_marcu w_kwietniu w_maju w_czerwcu w_lipcu w_sierpniu we_wrześniu w_październiku w_listopadzie w_grudniu';
const PL_OF =
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia';
const EN = 'January February March April May June July August September October November December';
const es = (ym: string) => nth(ES, ym);
const de = (ym: string) => nth(DE, ym);
const pt = (ym: string) => nth(PT, ym);
const plIn = (ym: string) => nth(PL_IN, ym).replace('_', ' ');
const en = (ym: string) => nth(EN, ym);

/** Wells Fargo checking: the owner's mother, who reads it in Spanish (Mexican-American). */
export const esWfBook: Phrasebook = {
  lang: 'es',
  month: es,
  date: (d) => `${day(d)} de ${es(d.slice(0, 7))}`,
  spent: '¿Cuánto gasté en total en la cuenta de cheques?',
  received: '¿Cuánto dinero me entró en total?',
  count: '¿Cuántos movimientos hay en el estado de cuenta?',
  spentMonth: (m) => `¿Cuánto gasté en ${es(m)}?`,
  fuMonthBefore: '¿Y el mes anterior?',
  spentAt: (n) => `¿Cuánto llevo gastado en ${n}?`,
  fuAt: (n) => `¿Y en ${n}?`,
  fuHowMany: '¿Cuántas veces fueron?',
  countAt: (n) => `¿Cuántas veces compré en ${n}?`,
  cats: {
    fuel: '¿Cuánto gasté en gasolina?',
    rent: '¿Cuánto pagué de renta?',
    subs: '¿Cuánto se fue en suscripciones?',
    transfer_out: '¿Cuánto mandé por Zelle?',
    shopping: '¿Cuánto gasté en compras de Amazon y Target?',
  },
  smallest: '¿Cuál fue el gasto más chiquito?',
  largestIn: '¿Cuál fue el depósito más grande?',
  recent: '¿De cuánto fue el último movimiento?',
  avgMonth: '¿Cuánto gasto al mes en promedio?',
  top: '¿En qué tienda gasté más dinero?',
  noMerchant: (n) => `¿Cuánto gasté en ${n}?`,
  noMonth: (m) => `¿Cuánto gasté en ${es(m)} de ${m.slice(0, 4)}?`,
  offTopic: '¿Cuál es el límite de crédito de mi tarjeta?',
};

/** CaixaBank, the owner herself, in Barcelona. */
export const esCaixaBook: Phrasebook = {
  lang: 'es',
  month: es,
  date: (d) => `${day(d)} de ${es(d.slice(0, 7))}`,
  spent: '¿Cuánto he gastado en total?',
  received: '¿Cuánto he ingresado en total?',
  count: '¿cuantos movimientos tengo?',
  spentMonth: (m) => `¿Cuánto gasté en ${es(m)}?`,
  fuMonthBefore: '¿y el mes anterior?',
  receivedMonth: (m) => `¿Cuánto me entró en ${es(m)}?`,
  spentAt: (n) => `¿Cuánto me he gastado en ${n}?`,
  fuAt: (n) => `¿Y en ${n}?`,
  fuHowMany: '¿Cuántas veces?',
  cats: {
    groceries: '¿Cuánto he gastado en el súper?',
    dining: '¿Cuánto en restaurantes y comida a domicilio?',
    subs: '¿Cuánto pago en suscripciones y cuotas (el gimnasio incluido)?',
    atm: '¿Cuánto efectivo he sacado del cajero?',
    shopping: '¿Cuánto en compras, ropa y Amazon?',
  },
  largest: '¿Cuál fue mi mayor gasto?',
  fuSmallest: '¿Y el menor?',
  recent: '¿Cuál es el último movimiento?',
  opening: '¿Cuál era el saldo inicial?',
  closing: '¿Qué saldo tengo al final?',
  balanceOn: (d) => `¿Qué saldo tenía el ${day(d)} de ${es(d.slice(0, 7))}?`,
  avgMonth: '¿Cuál es mi gasto medio mensual?',
  top: '¿En qué comercio he gastado más?',
  noMerchant: (n) => `¿Cuánto he gastado en ${n}?`,
  noMonth: (m) => `¿Cuánto gasté en ${es(m)}?`,
  offTopic: '¿Cuántos puntos tengo en el programa de fidelidad de CaixaBank?',
};

/** ING Girokonto, the owner in Cologne: German, with typos. */
export const deBook: Phrasebook = {
  lang: 'de',
  month: de,
  date: (d) => `${day(d)}.${d.slice(5, 7)}.`,
  spent: 'Wie viel habe ich insgesamt ausgegeben?',
  received: 'Wie viel Geld ist insgesamt eingegangen?',
  count: 'Wie viele Buchungen sind das insgesamt?',
  spentMonth: (m) => `Wieviel hab ich im ${de(m)} ausgegeben?`,
  fuMonthBefore: 'Und im Monat davor?',
  receivedMonth: (m) => `Was kam im ${de(m)} rein?`,
  spentAt: (n) => `Wie viel habe ich bei ${n} ausgegeben?`,
  fuAt: (n) => `Und bei ${n}?`,
  fuHowMany: 'Wie oft war das?',
  countAt: (n) => `Wie oft habe ich bei ${n} bestellt?`,
  cats: {
    dining: 'Was habe ich für Essen gehen und Lieferdienste ausgegeben?',
    fuel: 'Wie viel ging fürs Tanken drauf?',
    utilities: 'Wie viel habe ich insgesamt für Strom und Internet bezahlt?',
    atm: 'Wie viel Bargeld habe ich abgehoben?',
    fee: 'Wie viel Gebühren hat die Bank verlangt?',
  },
  largest: 'Was war meine größte Ausgabe?',
  fuSmallest: 'Und die kleinste?',
  largestCard: 'Was war die teuerste Kartenzahlung?',
  recent: 'Was war die letzte Buchung?',
  opening: 'Wie hoch war der Anfangssaldo?',
  closing: 'Wie hoch ist der Kontostand am Ende?',
  balanceOn: (d) => `Wie war mein Kontostand am ${day(d)}.${d.slice(5, 7)}.?`,
  avgMonth: 'Wie viel gebe ich im Schnitt pro Monat aus?',
  top: 'In welchem Laden habe ich am meisten ausgegeben?',
  noMerchant: (n) => `Wie viel habe ich bei ${n} ausgegeben?`,
  noMonth: (m) => `Wie viel habe ich im ${de(m)} ${m.slice(0, 4)} ausgegeben?`,
  offTopic: 'Wie hoch ist mein Dispo-Rahmen?',
};

/** Nubank card, the owner in São Paulo. */
export const ptBook: Phrasebook = {
  lang: 'pt',
  month: pt,
  date: (d) => `${day(d)} de ${pt(d.slice(0, 7))}`,
  spent: 'Quanto eu gastei no cartão no total?',
  received: 'Quanto entrou de pagamentos e estornos?',
  count: 'Quantas transações tem na fatura?',
  spentMonth: (m) => `quanto gastei em ${pt(m)}?`,
  fuMonthBefore: 'e no mês anterior?',
  receivedMonth: (m) => `Quanto entrou de crédito em ${pt(m)}, pagamento e estornos?`,
  spentAt: (n) => `Quanto gastei com ${n}?`,
  fuAt: (n) => `E com ${n}?`,
  fuHowMany: 'Quantas vezes foram?',
  countAt: (n) => `Quantas corridas de ${n} eu fiz?`,
  cats: {
    dining: 'Quanto gastei com comida, restaurante e delivery?',
    shopping: 'Quanto foi em compras (lojas, farmácia, Mercado Livre)?',
    fee: 'Quanto paguei de IOF?',
    groceries: 'Quanto gastei em supermercado?',
  },
  largest: 'Qual foi a maior compra?',
  fuSmallest: 'E a menor?',
  largestCard: 'Qual foi o maior gasto no crédito?',
  recent: 'Qual foi a última compra?',
  avgMonth: 'Qual é a média de gastos por mês?',
  top: 'Em qual loja eu mais gastei?',
  noMerchant: (n) => `Quanto gastei no ${n}?`,
  noMonth: (m) => `Quanto gastei em ${pt(m)} de ${m.slice(0, 4)}?`,
  offTopic: 'Qual é o limite disponível do meu cartão?',
};

/** mBank, the owner in Kraków: Polish, with typos. */
export const plBook: Phrasebook = {
  lang: 'pl',
  month: plIn,
  date: (d) => `${day(d)} ${nth(PL_OF, d.slice(0, 7))}`,
  spent: 'Ile wydałam łącznie?',
  received: 'Ile w sumie wpłynęło na konto?',
  count: 'Ile jest operacji na liście?',
  spentMonth: (m) => `Ile wydałam ${plIn(m)}?`,
  fuMonthBefore: 'A miesiąc wcześniej?',
  receivedMonth: (m) => `Ile wpłynęło ${plIn(m)}?`,
  spentAt: (n) => `Ile wydałam w ${n}?`,
  fuAt: (n) => `A na ${n}?`,
  fuHowMany: 'Ile to było transakcji?',
  countAt: (n) => `Ile razy tankowałam na ${n}?`,
  cats: {
    groceries: 'Ile wydałam na zakupy spożywcze?',
    transport: 'Ile wydałam na przejazdy?',
    rent: 'Ile zapłaciłam za czynsz?',
    subs: 'Ile kosztują subskrypcje?',
    fee: 'Ile wyniosły opłaty bankowe?',
  },
  largest: 'Jaki był mój największy wydatek?',
  fuSmallest: 'A najmniejszy?',
  largestIn: 'Jaki był największy wpływ?',
  largestCard: 'Jaka była największa płatność kartą?',
  opening: 'Jakie było saldo początkowe?',
  closing: 'Jakie jest saldo końcowe?',
  balanceOn: (d) => `Ile miałam na koncie ${day(d)} ${nth(PL_OF, d.slice(0, 7))}?`,
  avgMonth: 'Ile średnio wydaję miesięcznie?',
  top: 'W którym sklepie wydałam najwięcej?',
  noMerchant: (n) => `Ile wydałam w ${n}?`,
  noMonth: (m) => `Ile wydałam ${plIn(m)} ${m.slice(0, 4)}?`,
  offTopic: 'Jaka jest moja zdolność kredytowa?',
};

/** SBI savings, the owner chatting in Hinglish, with typos. */
export const hinglishBook: Phrasebook = {
  lang: 'hinglish',
  month: en,
  date: (d) => `${day(d)} ${en(d.slice(0, 7))}`,
  spent: 'Total kitna kharcha hua is statement mein?',
  received: 'Account mein total kitna paisa aaya?',
  count: 'Kitne transactions hain total?',
  spentMonth: (m) => `${en(m)} mein kitna kharch kiya?`,
  fuMonthBefore: 'aur usse pichle mahine?',
  spentAt: (n) => `${n} pe kitna kharcha kiya maine?`,
  fuAt: (n) => `aur ${n} pe?`,
  fuHowMany: 'kitni baar?',
  countAt: (n) => `${n} se kitni baar order kiya?`,
  cats: {
    dining: 'Khane-peene pe kitna gaya, chai aur pizza sab milake?',
    transport: 'Uber pe total kitna laga?',
    rent: 'Rent kitna diya total?',
    atm: 'ATM se kitna cash nikala?',
    subs: 'Subscriptions ka kitna gaya?',
  },
  largest: 'Sabse bada kharcha kaunsa tha?',
  fuSmallest: 'aur sabse chhota?',
  largestIn: 'Sabse bada credit kitna tha?',
  recent: 'Last transaction kitne ka tha?',
  opening: 'Opening balance kitna tha?',
  closing: 'Closing balance kya hai?',
  balanceOn: (d) => `${day(d)} ${en(d.slice(0, 7))} ko balance kitna tha?`,
  avgMonth: 'Mahine ka average kharcha kitna hai?',
  top: 'Kis shop ya app pe sabse zyada kharcha hua?',
  noMerchant: (n) => `${n} pe kitna kharcha hua?`,
  noMonth: (m) => `${en(m)} ${m.slice(0, 4)} mein kitna kharcha hua?`,
  offTopic: 'Mera CIBIL score kitna hai?',
};
