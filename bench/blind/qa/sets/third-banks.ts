// Set "third": six more accounts, in countries neither "first" nor "unseen" uses. Kept for the end.
// Table columns (lib/model.ts): key|name|informal|typo|category|min|max|per month|flags|description.
import { merchants, type Account } from '../lib/model';

const acc = (a: Omit<Account, 'merchants'>, table: string): Account => ({
  ...a,
  merchants: merchants(table),
});

/** A UK current account; the owners (a Polish and a Dutch flatmate share it) ask in three languages. */
export const barclays = acc(
  {
    bank: 'Barclays',
    country: 'UK',
    currency: 'GBP',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 234_567,
    step: 1,
  },
  `
salary|salary|wages|salry|salary|2480|2480|1-1|credit d28|NORTHWIND LOGISTICS LTD SALARY BGC
rent|rent|rent|rnet|rent|1150|1150|1-1|d1|R HUGHES LETTINGS RENT STO
tesco|Tesco|tescos|Tecso|groceries|6|85|3-5|card|TESCO STORES {4}
coop|Co-op|the coop|Co op|groceries|3|30|2-4|card|CO-OP GROUP {6}
greggs|Greggs|greggs|Gregs|dining|2|9|2-5|card s5|GREGGS PLC {4}
deliveroo|Deliveroo|roo|Deliveroo|dining|14|38|1-3|card|DELIVEROO.CO.UK
esso|Esso|the Esso garage|Eso|fuel|35|70|1-2|card|ESSO BRENTFORD SF
spotify|Spotify|Spotify|Spotfiy|subs|11.99|11.99|1-1|card d12|SPOTIFY P{8}
counciltax|council tax|council tax|counsil tax|utilities|142|142|1-1|d15|LB WANDSWORTH CTAX DDR
octopus|Octopus Energy|Octopus|Octopuss|utilities|60|95|1-1|d20|OCTOPUS ENERGY DDR
cash|cash|cashpoint|cash|atm|20|100|1-2|s1000|CASH LBG CLAPHAM JUNCT
ola|Ola Nowak|Ola|Ola Novak|transfer_out|20|150|0-2||O NOWAK FT
daan|Daan Visser|Daan|Dan Visser|transfer_in|10|60|0-1|credit|D VISSER BILLS FT
argos|Argos|argos|Agros|shopping|10|120|0-2|card|ARGOS LTD {4}
argosrefund|Argos|refund|refund|refund|8|40|0-1|credit|ARGOS LTD REFUND
bluefee|fee|fee|fee|fee|5|5|1-1|d3|BLUE REWARDS MEMBERSHIP FEE
`,
);

/** An Indian savings account (the owner asks in Indian English and Hinglish). */
export const icici = acc(
  {
    bank: 'ICICI Bank',
    country: 'India',
    currency: 'INR',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 18_425_000,
    step: 100,
  },
  `
salary|salary|salary|salery|salary|85000|85000|1-1|credit d1|NEFT-HDFCN5202607{6}-INFOSYS LIMITED-SALARY
rent|rent|rent|rant|rent|22000|22000|1-1|d5|UPI/{12}/RENT/sharmaprops@okicici/ICICI Bank
dmart|DMart|D mart|Dmartt|groceries|400|3500|2-4|card c=AVENUE_SUPERMARTS|POS 4386XXXXXXXX{4} AVENUE SUPERMARTS DMART
bigbasket|BigBasket|bb|Big Baskit|groceries|250|2200|1-3||UPI/{12}/bigbasket/bigbasket@icici/ICICI Bank
zomato|Zomato|zomato|Zomatto|dining|250|900|2-5||UPI/{12}/Zomato Order/zomato-order@hdfcbank/HDFC BANK
swiggy|Swiggy|swiggy|Swigy|dining|200|700|1-4||UPI/{12}/Swiggy/swiggy@axisbank/AXIS BANK
ioc|Indian Oil|petrol pump|Indain Oil|fuel|500|2500|1-3|card s10000 c=INDIAN_OIL|POS 4386XXXXXXXX{4} INDIAN OIL COCO OUTLET
netflix|Netflix|Netflix|Netflx|subs|649|649|1-1|card d7|POS 4386XXXXXXXX{4} NETFLIX COM
bescom|BESCOM|light bill|Bescom bill|utilities|800|2200|1-1|d18|BIL/ONL/{9}/BESCOM/ELECTRICITY
atm|ATM|cash|ATM|atm|1000|10000|1-2|s50000|ATM/CASH WDL/{6}/MG ROAD BLR
sunita|Sunita Verma|mummy|Sunita Varma|transfer_out|2000|10000|0-2|s100000|UPI/{12}/Sunita Verma/sunita.v@oksbi/State Bank Of India
rohit|Rohit Nair|Rohit|Rohith|transfer_in|300|2500|0-2|credit|UPI/{12}/Rohit Nair/rohitn@okaxis/AXIS BANK
flipkart|Flipkart|flipkart|Flipcart|shopping|300|4000|1-2||UPI/{12}/Flipkart/flipkart@axisbank/AXIS BANK
fkrefund|Flipkart|refund|refund|refund|200|900|0-1|credit|UPI/{12}/REFUND Flipkart/flipkart@axisbank
sms|SMS charges|sms charges|sms chrgs|fee|17.70|17.70|0-1|s1|SMS CHGS APR-JUN 26 INCL GST
interest|interest|interest|intrest|interest|120|480|0-1|credit s1 d30|{12}:Int.Pd:SB QTR
`,
);

/** A Mexican account: twice-monthly pay (quincena), newest first. */
export const bbva = acc(
  {
    bank: 'BBVA México',
    country: 'Mexico',
    currency: 'MXN',
    exponent: 2,
    start: '2026-06',
    months: 3,
    openingMinor: 2_850_000,
    step: 1,
  },
  `
nomina|nómina|quincena|nomina|salary|14250|14250|1-1|credit d15|SPEI RECIBIDO NOMINA GRUPO ALFA SERVICIOS
nomina2|nómina|quincena|nomina|salary|14250|14250|1-1|credit d30|SPEI RECIBIDO NOMINA GRUPO ALFA SERVICIOS
renta|renta|rent|rneta|rent|9500|9500|1-1|d1|SPEI ENVIADO ARRENDADORA POLANCO RENTA
oxxo|Oxxo|el oxxo|Oxo|groceries|20|180|3-6|card|OXXO SUC {4} CDMX
walmart|Walmart|walmart|Wallmart|groceries|300|1800|1-3|card|WALMART EXPRESS {4} CDMX
pemex|Pemex|la gasolinera|Pemmex|fuel|400|1000|1-3|card s5000|GASOLINERA PEMEX ES {5}
califa|El Califa|tacos el califa|El Calif|dining|120|480|1-4|card c=EL_CALIFA|TAQ EL CALIFA CONDESA
rappi|Rappi|rappi|Rapi|dining|150|520|1-3|card|RAPPI*RAPPI RESTAURANTES
netflix|Netflix|Netflix|Netflis|subs|219|219|1-1|card d10|NETFLIX.COM
spotify|Spotify|Spotify|Espotify|subs|115|115|1-1|card d20|SPOTIFY MEXICO
cfe|CFE|la luz|CFE|utilities|250|700|1-1|d22|PAGO CFE SUMINISTRADOR SERV BASICOS
telmex|Telmex|internet|Telmx|utilities|389|389|1-1|d8|PAGO TELMEX RECIBO {10}
retiro|retiro|cajero|retiro|atm|500|3000|1-2|s50000|RETIRO CAJERO AUTOMATICO BBVA {4}
comision|comisión|fees|comision|fee|99|99|0-1|d28|COMISION MANEJO DE CUENTA
lupita|Lupita Hernández|Lupita|Lupita Hernandes|transfer_out|300|2500|0-2||SPEI ENVIADO LUPITA HERNANDEZ
meli|Mercado Libre|meli|Mercadolibre|shopping|250|2500|1-2|card c=MERCADOLIBRE|MERCADO PAGO*MERCADOLIBRE
melirefund|Mercado Libre|refund|reembolso|refund|150|600|0-1|credit|DEVOLUCION MERCADO PAGO*MERCADOLIBRE
`,
);

/** A Portuguese account; its owner lived in France and asks in Portuguese and French. */
export const millennium = acc(
  {
    bank: 'Millennium bcp',
    country: 'Portugal',
    currency: 'EUR',
    exponent: 2,
    start: '2026-09',
    months: 3,
    openingMinor: 312_045,
    step: 1,
  },
  `
vencimento|vencimento|ordenado|vencimeto|salary|1480|1480|1-1|credit d25|TRF DE ACME PORTUGAL LDA VENCIMENTO
renda|renda|rent|renda|rent|750|750|1-1|d8|TRF P/ ANA COSTA RENDA CASA
continente|Continente|o Continente|Contiente|groceries|10|110|3-5|card|COMPRA {4} CONTINENTE LISBOA
pingodoce|Pingo Doce|pingo|Pingo Doçe|groceries|5|60|2-4|card|COMPRA {4} PINGO DOCE ALVALADE
galp|Galp|bomba da Galp|Galpp|fuel|35|75|1-2|card|COMPRA {4} GALP AV REPUBLICA
manteigaria|Manteigaria|pastéis de nata|Manteigeria|dining|2|12|2-5|card|COMPRA {4} MANTEIGARIA CHIADO
ubereats|Uber Eats|uber eats|Ubereats|dining|12|35|1-2|card c=UBER_EATS|COMPRA {4} UBER * EATS
netflix|Netflix|Netflix|Netflics|subs|11.99|11.99|1-1|card d14|COMPRA {4} NETFLIX.COM
meo|MEO|internet|Meo|utilities|45.99|45.99|1-1|d10|DD MEO SA {9}
edp|EDP|luz|EDP|utilities|40|90|1-1|d18|DD EDP COMERCIAL {9}
mb|levantamento|multibanco|levantamento|atm|20|200|1-2|s1000|LEVANTAMENTO MB {4} LISBOA
manut|comissão|fees|comissao|fee|5.2|5.2|1-1|d1|COMISSAO MANUTENCAO CONTA
selo|imposto do selo|stamp duty|imposto selo|fee|0.21|0.21|1-1|d1|IMPOSTO SELO S/ COMISSAO
mbway|MB Way|mbway|MB Whay|transfer_out|5|60|1-3||MB WAY P/ +351 9{8}
joana|Joana Ferreira|Joana|Joanna|transfer_in|20|120|0-1|credit|TRF DE JOANA FERREIRA
worten|Worten|worten|Wortem|shopping|20|300|0-2|card|COMPRA {4} WORTEN COLOMBO
wortenrefund|Worten|refund|devolucao|refund|15|60|0-1|credit|DEVOLUCAO COMPRA WORTEN COLOMBO
`,
);

/** An Australian credit card, no header line; its owner asks in English, Japanese and Indonesian. */
export const anz = acc(
  {
    bank: 'ANZ',
    country: 'Australia',
    currency: 'AUD',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 0,
    step: 1,
  },
  `
woolworths|Woolworths|Woolies|Woolworth|groceries|8|140|3-5|card|WOOLWORTHS {4} SYDNEY AU
coles|Coles|coles|Colse|groceries|5|90|2-4|card|COLES {4} SURRY HILLS AU
seven|7-Eleven|the servo|7 Elevn|fuel|40|90|1-2|card|7-ELEVEN {4} NEWTOWN AU
sushihub|Sushi Hub|sushi hub|Sushi Hab|dining|8|25|2-4|card|SUSHI HUB WYNYARD SYDNEY AU
ubereats|Uber Eats|ubereats|Uber Eat|dining|20|55|1-2|card c=UBER_EATS|UBER *EATS SYDNEY AU
netflix|Netflix|Netflix|Netflex|subs|18.99|18.99|1-1|card d5|NETFLIX.COM MELBOURNE AU
optus|Optus|optus|Optis|utilities|55|55|1-1|card d12|OPTUS MOBILE PTY LTD SYDNEY AU
jbhifi|JB Hi-Fi|JB|JB Hifi|shopping|20|400|0-2|card c=JB_HI-FI|JB HI-FI BROADWAY AU
kmart|Kmart|kmart|K-mart|shopping|5|60|1-2|card|KMART {4} BONDI JUNCTION AU
jbrefund|JB Hi-Fi|refund|refund|refund|20|80|0-1|credit|JB HI-FI BROADWAY AU REFUND
payment|payment|repayment|paymnt|payment|600|1500|1-1|credit d20|PAYMENT THANKYOU {6}
fxfee|fee|fees|fee|fee|0.3|3|0-1||INTERNATIONAL TRANSACTION FEE
`,
);

/** A Swiss account in francs, five-centime steps; its owner asks in German and Italian. */
export const postfinance = acc(
  {
    bank: 'PostFinance',
    country: 'Switzerland',
    currency: 'CHF',
    exponent: 2,
    start: '2026-05',
    months: 3,
    openingMinor: 1_245_080,
    step: 5,
  },
  `
lohn|Lohn|salary|Lon|salary|6850|6850|1-1|credit d25|GUTSCHRIFT AUFTRAGGEBER: MUSTER INFORMATIK AG LOHN
miete|Miete|rent|Mite|rent|2180|2180|1-1|d1|DAUERAUFTRAG MIETE LIVIT AG ZUERICH
migros|Migros|Migros|Migro|groceries|8|120|3-5|card|KAUF KARTE XXXX{4} MIGROS M ZUERICH HB
coop|Coop|coop|Cop|groceries|6|90|2-4|card|KAUF KARTE XXXX{4} COOP-1234 ZUERICH
socar|Socar|Tankstelle|Sokar|fuel|60|110|1-2|card|KAUF KARTE XXXX{4} SOCAR ZUERICH
spruengli|Sprüngli|Sprungli|Spruengli|dining|5|35|1-3|card c=SPRUENGLI|KAUF KARTE XXXX{4} CONFISERIE SPRUENGLI
hiltl|Hiltl|hiltl|Hitl|dining|18|60|1-2|card|KAUF KARTE XXXX{4} HILTL AG ZUERICH
netflix|Netflix|Netflix|Netfliks|subs|15.90|15.90|1-1|card d4|KAUF ONLINE NETFLIX.COM
swisscom|Swisscom|swisscom|Swiscom|utilities|69.90|69.90|1-1|d15|LASTSCHRIFT SWISSCOM (SCHWEIZ) AG
ewz|ewz|Strom|EWZ|utilities|60|140|1-1|d20|LASTSCHRIFT EWZ ELEKTRIZITAETSWERK ZUERICH
postomat|Bargeld|cash|Postomat|atm|50|400|1-2|s5000|BARGELDBEZUG POSTOMAT ZUERICH SIHLPOST
preis|Kontoführung|fees|Kontofuehrung|fee|5|5|1-1|d1|PREIS FUER KONTOFUEHRUNG
luca|Luca Bernasconi|Luca|Luka|transfer_out|10|80|1-2|s500|TWINT SENDEN AN LUCA BERNASCONI
sara|Sara Keller|Sara|Sarah Keller|transfer_in|10|60|0-1|credit s500|TWINT EMPFANGEN VON SARA KELLER
galaxus|Galaxus|digitec|Galaxsus|shopping|30|400|0-2|card|KAUF ONLINE DIGITEC GALAXUS AG
galaxusrefund|Galaxus|refund|Rückerstattung|refund|20|80|0-1|credit|GUTSCHRIFT DIGITEC GALAXUS AG RUECKERSTATTUNG
`,
);
