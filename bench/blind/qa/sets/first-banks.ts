// Set "first": six accounts and their merchants. Seeded; the same on every run.
import { merchants, type Account } from '../lib/model';

const acc = (a: Omit<Account, 'merchants' | 'step'>, table: string): Account => ({
  ...a,
  step: 1,
  merchants: merchants(table),
});

export const santander = acc(
  {
    bank: 'Santander',
    country: 'Spain',
    currency: 'EUR',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 245_037,
  },
  `
nomina|Tecnologías Iberia|nómina|nomina|salary|2180|2180|1-1|credit d28|TRANSFERENCIA NOMINA TECNOLOGIAS IBERIA SL
alquiler|alquiler|rent|alquiler piso|rent|850|850|1-1|d1|RECIBO ALQUILER PISO C/ SANTA ENGRACIA 14
mercadona|Mercadona|mercadona|Mercadonna|groceries|12|95|3-5|card|COMPRA TARJ. 5402XXXXXXXX{4} MERCADONA MADRID
carrefour|Carrefour|carrefour|Carefour|groceries|20|140|1-2|card|COMPRA TARJ. CARREFOUR MARKET CHAMBERI
repsol|Repsol|repsol|Respol|fuel|40|75|2-3|card|COMPRA TARJ. E.S. REPSOL M-30
telepizza|Telepizza|telepizza|Telepiza|dining|11|35|1-3|card|COMPRA TARJ. TELEPIZZA BRAVO MURILLO
netflix|Netflix|netflix|Netflx|subs|12.99|12.99|1-1|card d5|NETFLIX.COM
spotify|Spotify|spotify|Spotfy|subs|10.99|10.99|1-1|card d12|SPOTIFY P2A4B6C8
cajero|cajero|ATM|cajero|atm|20|200|1-2|s1000|REINTEGRO CAJERO SANTANDER 0049-1234
iberdrola|Iberdrola|iberdrola|Iberdola|utilities|45|90|1-1|d8|RECIBO IBERDROLA CLIENTES SAU
bizum_out|Lucía|Lucia|Lucía G|transfer_out|5|40|0-2||BIZUM ENVIADO A LUCIA GARCIA
zara|Zara|zara|Zarra|shopping|25|80|1-1|card|COMPRA TARJ. ZARA GRAN VIA
devolucion|Zara|zara refund|devolución|refund|20|40|0-1|credit|DEVOLUCION COMPRA ZARA GRAN VIA
comision|comisión|fee|comision|fee|3|3|1-1|d30|COMISION MANTENIMIENTO CUENTA
intereses|intereses|interest|intereses|interest|0.12|0.9|1-1|credit d30|LIQUIDACION INTERESES CUENTA
`,
);

export const itau = acc(
  {
    bank: 'Itaú',
    country: 'Brazil',
    currency: 'BRL',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 1_284_350,
  },
  `
salario|salário|salary|salario|salary|6850|6850|1-1|credit d5|SALÁRIO ACME TECNOLOGIA LTDA
aluguel|aluguel|rent|aluguel|rent|2300|2300|1-1|d10|PIX ENVIADO ALUGUEL IMOBILIARIA LAR
paodeacucar|Pão de Açúcar|pao de acucar|Pão de Acuçar|groceries|30|280|2-4|card c=PÃO_DE_AÇÚCAR|COMPRA CARTÃO PÃO DE AÇÚCAR 1205
assai|Assaí|assai|Asai|groceries|80|450|1-2|card c=ASSAÍ|COMPRA CARTÃO ASSAÍ ATACADISTA
ipiranga|Ipiranga|posto ipiranga|Ipiranaga|fuel|80|220|2-3|card|COMPRA CARTÃO POSTO IPIRANGA
ifood|iFood|ifood|Ifod|dining|25|90|2-5|card|COMPRA CARTÃO IFOOD *RESTAURANTE
netflix|Netflix|netflix|netflx|subs|39.9|39.9|1-1|card d15|COMPRA CARTÃO NETFLIX.COM
spotify|Spotify|spotify|spotfy|subs|21.9|21.9|1-1|card d18|COMPRA CARTÃO SPOTIFY
pix_out|Maria|Maria S|Maria Souza|transfer_out|20|300|1-3||PIX ENVIADO MARIA SOUZA
pix_in|João|Joao|João P|transfer_in|50|400|0-2|credit|PIX RECEBIDO JOAO PEREIRA
magalu|Magazine Luiza|magalu|Magazine Luisa|shopping|90|600|1-1|card|COMPRA CARTÃO MAGAZINE LUIZA
estorno|estorno|refund|estorno|refund|40|90|0-1|credit|ESTORNO COMPRA MAGAZINE LUIZA
saque|saque|ATM|saque|atm|50|300|1-2|s5000|SAQUE 24H BANCO24HORAS
tarifa|tarifa|fee|tarifa|fee|34.9|34.9|1-1|d2|TARIFA PACOTE SERVIÇOS
rendimento|rendimento|interest|rendimento|interest|3|15|1-1|credit d28|RENDIMENTO POUPANÇA
enel|Enel|conta de luz|Enell|utilities|120|230|1-1|d20|CONTA LUZ ENEL SP
`,
);

export const mizuho = acc(
  {
    bank: 'Mizuho',
    country: 'Japan',
    currency: 'JPY',
    exponent: 0,
    start: '2026-07',
    months: 3,
    openingMinor: 412_380,
  },
  `
kyuyo|給与|salary|きゅうよ|salary|285000|285000|1-1|credit d25|キュウヨ\u3000カ）サクラショウジ
yachin|家賃|rent|やちん|rent|98000|98000|1-1|d27|フリコミ\u3000ヤチン\u3000ミドリフドウサン
aeon|イオン|AEON|Aeon mall|groceries|800|9800|2-4|card|イオン\u3000シナガワシーサイド
seven|セブンイレブン|7-Eleven|seven eleven|groceries|150|1500|3-6|card|セブンイレブン\u3000ゴタンダエキマエ
starbucks|スターバックス|Starbucks|スタバ|dining|450|1200|2-5|card|スターバックス\u3000オオサキ
eneos|ＥＮＥＯＳ|Eneos|エネオス|fuel|3000|7500|1-2|card|ＥＮＥＯＳ\u3000ゴタンダＳＳ
atm|ＡＴＭ|ATM|ＡＴＭ|atm|10000|40000|1-2|s10000|ＡＴＭ\u3000ヒキダシ
netflix|ネットフリックス|Netflix|ネトフリ|subs|1490|1490|1-1|card d3|ネットフリックス
denki|東京電力|electricity|でんき|utilities|6000|11000|1-1|d22|トウキョウデンリョク
tesuryo|手数料|fee|てすうりょう|fee|220|220|0-1||フリコミテスウリョウ
risoku|利息|interest|りそく|interest|1|5|0-1|credit|リソク
yamada|山田|Yamada|ヤマダ|transfer_out|5000|30000|0-2|s1000|フリコミ\u3000ヤマダ\u3000ハナコ
amazon|アマゾン|Amazon|amazn|shopping|1200|12000|1-3|card|アマゾン\u3000ジャパン
`,
);

export const hdfc = acc(
  {
    bank: 'HDFC Bank',
    country: 'India',
    currency: 'INR',
    exponent: 2,
    start: '2026-06',
    months: 3,
    openingMinor: 18_452_075,
  },
  `
salary|Infosys|salary|salry|salary|145000|145000|1-1|credit d1|NEFT CR-CITI0000001-INFOSYS LIMITED-SALARY
rent|rent|rent|kiraya|rent|32000|32000|1-1|d5|IMPS-6123{6}-RAJESH KUMAR-HDFC-XXXX1234-RENT
bigbasket|BigBasket|big basket|bigbaskt|groceries|450|3800|2-4|c=BIGBASKET|UPI-BIGBASKET-bigbasket.rzp@hdfcbank-HDFC0000499-6{8}-UPI
dmart|DMart|dmart|D-mart|groceries|600|4200|1-2|card c=DMART|POS 4591XXXXXXXX1234 AVENUE SUPERMARTS DMART
swiggy|Swiggy|swiggy|swigy|dining|180|950|3-6|c=SWIGGY|UPI-SWIGGY-swiggy.stores@axb-UTIB0000553-6{8}-UPI
zomato|Zomato|zomato|zomatto|dining|200|800|1-3|c=ZOMATO|UPI-ZOMATO LTD-zomato@hdfcbank-HDFC0000499-6{8}-UPI
iocl|Indian Oil|petrol pump|indain oil|fuel|500|3000|2-3|card c=INDIAN_OIL|POS 4591XXXXXXXX1234 INDIAN OIL PETROL PUMP
netflix|Netflix|netflix|netflx|subs|649|649|1-1|card d9|POS 4591XXXXXXXX1234 NETFLIX COM
hotstar|Hotstar|hotstar|hotstaar|subs|299|299|1-1|d14 c=HOTSTAR|ACH D- DISNEY HOTSTAR-NOVI
atm|ATM|ATM|cash|atm|2000|10000|1-2|s50000|NWD-4591XXXXXXXX1234-ATM CASH WDL ANDHERI
tatapower|Tata Power|bijli bill|tata powr|utilities|1200|3400|1-1|d18 c=TATA_POWER|BILLPAY DR-HDFCB1234-TATA POWER
sms|SMS charges|fee|charges|fee|17.7|17.7|1-1|d28|SMS CHARGES FOR THE QUARTER INCL GST
interest|interest|interest|byaaj|interest|100|450|0-1|credit d30|CREDIT INTEREST CAPITALISED
amit|Amit Sharma|Amit|amit sharma|transfer_out|200|5000|1-2||UPI-AMIT SHARMA-amit.sharma@okaxis-UTIB0001234-6{8}-UPI
amazon|Amazon|amazon|amzon|shopping|500|6000|1-2|card|POS 4591XXXXXXXX1234 AMAZON PAY INDIA
refund|refund|refund|refund|refund|300|900|0-1|credit|UPI-AMAZON REFUND-amazon@apl-UTIB0000100-REFUND
`,
);

export const chase = acc(
  {
    bank: 'Chase',
    country: 'USA',
    currency: 'USD',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 0,
  },
  `
wholefoods|Whole Foods|whole foods|Whole Food|groceries|15|180|2-4|card c=WHOLEFDS|WHOLEFDS MKT #10{3}
traderjoes|Trader Joe's|trader joes|Trader Joe|groceries|18|95|2-3|card c=TRADER_JOE|TRADER JOE'S #552
shell|Shell|shell gas|Shel|fuel|30|70|2-3|card|SHELL OIL 5744{2}
chipotle|Chipotle|chipotle|Chipolte|dining|9|25|2-4|card|CHIPOTLE 1234
starbucks|Starbucks|starbucks|Starbuck|dining|4|9|3-6|card|STARBUCKS STORE 04821
netflix|Netflix|netflix|Netflx|subs|15.49|15.49|1-1|card d7|NETFLIX.COM
spotify|Spotify|spotify|Spotfy|subs|11.99|11.99|1-1|card d16|SPOTIFY USA
amazon|Amazon|amazon|Amazn|shopping|12|140|1-3|card c=AMAZON|AMAZON.COM*{3}AB{2}
payment|payment|payment|pmt|payment|900|1600|1-1|credit d20|AUTOMATIC PAYMENT - THANK YOU
interest|interest|interest|intrest|interest|18|45|1-1|d27|PURCHASE INTEREST CHARGE
fee|fee|fees|fee|fee|1|4|0-1||FOREIGN TRANSACTION FEE
cashback|cash back|cashback|cash back|cashback|10|30|0-1|credit|CASH BACK REDEMPTION
`,
);

export const sparkasse = acc(
  {
    bank: 'Sparkasse',
    country: 'Germany',
    currency: 'EUR',
    exponent: 2,
    start: '2026-06',
    months: 3,
    openingMinor: 318_422,
  },
  `
gehalt|Gehalt|salary|Lohn|salary|3240.55|3240.55|1-1|credit d28|LOHN/GEHALT Muster Logistik GmbH PERS.NR. 4711
miete|Miete|rent|Miete|rent|1150|1150|1-1|d1|DAUERAUFTRAG Miete Wohnung Hausverwaltung Schmidt
rewe|REWE|rewe|Reve|groceries|8|95|3-5|card|REWE Markt GmbH//Berlin/DE {4} Debitk.1
lidl|Lidl|lidl|Lidel|groceries|5|60|2-4|card|LIDL SAGT DANKE//Berlin/DE Debitk.1
aral|Aral|aral|Arall|fuel|45|85|1-2|card|ARAL Station 2841//Berlin/DE Debitk.1
vapiano|Vapiano|vapiano|Vapianno|dining|14|48|1-3|card|VAPIANO Berlin Mitte Debitk.1
netflix|Netflix|netflix|Netflx|subs|13.99|13.99|1-1|d6|NETFLIX INTERNATIONAL B.V.
mcfit|McFit|gym|Mcfitt|subs|24.9|24.9|1-1|d3|RSG Group GmbH McFit Mitgliedsbeitrag
atm|Geldautomat|ATM|Bargeld|atm|50|300|1-2|s5000|Bargeldauszahlung GA Sparkasse Berlin
strom|Stadtwerke|electricity|Strom|utilities|85|85|1-1|d15|Stadtwerke Berlin Strom Abschlag
entgelt|Kontoführung|account fee|Entgelt|fee|6.95|6.95|1-1|d30|Entgelt Kontoführung
anna|Anna Müller|Anna|Anna Mueller|transfer_out|15|120|0-2||Überweisung Anna Müller Konzertkarten
zalando|Zalando|zalando|Zalndo|shopping|30|120|1-1|card|Zalando SE Bestellung
rueck|Zalando|refund|Rücksendung|refund|20|30|0-1|credit|Gutschrift Rücksendung Zalando SE
`,
);
