// Set "fifth": phrasebooks in Mandarin (a Singaporean with a DBS card) and Flemish Dutch (a
// KBC account in Ghent), with their extra questions.
import type { Phrasebook } from '../lib/questions';
import { dayOf, nameOf, names, yearOf, type Extra } from './fifth-intl';

export const zh: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'zh',
    month: (m) => `${Number(m.slice(5, 7))}月`,
    date: (d) => `${Number(d.slice(5, 7))}月${dayOf(d)}日`,
    spent: '这张卡一共刷了多少钱？',
    count: '这张账单上有几笔交易？',
    spentMonth: (m) => `${Number(m.slice(5, 7))}月我花了多少钱？`,
    fuMonthBefore: '那前一个月呢？',
    spentAt: (n) => `我在${n}一共花了多少？`,
    fuAt: (n) => `那${n}呢？`,
    fuHowMany: '一共几次？',
    countAt: (n) => `我在${n}买了几次？`,
    cats: {
      dining: '吃饭、外卖一共花了多少？',
      fuel: '加油花了多少？',
      utilities: 'Singtel电话费一共多少？',
    },
    largest: '最大的一笔支出是多少？',
    fuSmallest: '最小的呢？',
    largestCard: '刷卡最贵的一次是多少？',
    recent: '最近一笔交易是多少钱？',
    avgMonth: '平均每个月花多少？',
    top: '我在哪个商家花得最多？',
    noMerchant: (n) => `我在${n}花了多少？`,
    noMonth: (m) => `${yearOf(m)}年${Number(m.slice(5, 7))}月花了多少？`,
    offTopic: '新加坡明天会下雨吗？',
  },
  extra: {
    lang: 'zh',
    together: [[['groceries', 'dining'], '买菜和吃饭加起来多少？']],
    howMany: [['dining', '在外面吃饭和叫外卖一共几次？']],
    biggestOf: [['shopping', '网购和买衣服，最大的一笔是多少？']],
    topDining: '吃的方面哪家花最多？',
  },
};

const NL = names(
  'januari februari maart april mei juni juli augustus september oktober november december',
);

export const nl: { pb: Phrasebook; extra: Extra } = {
  pb: {
    lang: 'nl',
    month: (m) => nameOf(NL, m),
    date: (d) => `${dayOf(d)} ${nameOf(NL, d)}`,
    spent: 'Hoeveel heb ik in totaal uitgegeven?',
    received: 'Hoeveel is er in totaal binnengekomen?',
    count: 'Hoeveel verrichtingen staan er op dit uittreksel?',
    spentMonth: (m) => `Hoeveel heb ik in ${nameOf(NL, m)} uitgegeven?`,
    fuMonthBefore: 'En de maand ervoor?',
    receivedMonth: (m) => `Hoeveel kreeg ik binnen in ${nameOf(NL, m)}?`,
    spentAt: (n) => `Hoeveel heb ik bij ${n} uitgegeven?`,
    fuAt: (n) => `En bij ${n}?`,
    fuHowMany: 'Hoeveel keer was dat?',
    countAt: (n) => `Hoe vaak ben ik naar ${n} geweest?`,
    cats: {
      groceries: 'Hoeveel aan boodschappen?',
      dining: 'Hoeveel aan eten buitenshuis, broodjes en takeaway?',
      fuel: 'Hoeveel heb ik getankt?',
      atm: 'Hoeveel cash heb ik afgehaald?',
      transfer_out: 'Hoeveel heb ik naar mijn spaarrekening gezet?',
    },
    largest: 'Wat was mijn grootste uitgave?',
    fuSmallest: 'En de kleinste?',
    largestCard: 'Grootste betaling met de bankkaart?',
    recent: 'Hoeveel was de laatste verrichting?',
    closing: 'Wat is het eindsaldo?',
    balanceOn: (d) => `Wat stond er op mijn rekening op ${dayOf(d)} ${nameOf(NL, d)}?`,
    avgMonth: 'Gemiddeld per maand, hoeveel geef ik uit?',
    top: 'In welke winkel geef ik het meest uit?',
    noMerchant: (n) => `Hoeveel heb ik bij ${n} uitgegeven?`,
    noMonth: (m) => `Hoeveel heb ik in ${nameOf(NL, m)} ${yearOf(m)} uitgegeven?`,
    offTopic: 'Wat is de beste frituur in Gent?',
  },
  extra: {
    lang: 'nl',
    together: [[['groceries', 'dining'], 'Boodschappen en eten buitenshuis samen, hoeveel?']],
    howMany: [['atm', 'Hoe vaak heb ik geld afgehaald?']],
    biggestOf: [['groceries', 'Wat was mijn duurste boodschappenbeurt?']],
    lastMonthIn: (m) => `Wat kwam er binnen in ${nameOf(NL, m)}?`,
  },
};
