// Set "fourth": six accounts at banks no earlier set uses. Kept for the end.
// Table columns (lib/model.ts): key|name|informal|typo|category|min|max|per month|flags|description.
// In descriptions: "^" separates the columns a bank splits a row into (counterparty^type^memo),
// "@MD" is the posting day as mm/dd (Wells Fargo prints it) and "@P" an instalment number
// (Nubank); the file writers fill them in. Category "transport" = rides, transit passes, tolls.
import { merchants, type Account } from '../lib/model';

const acc = (a: Omit<Account, 'merchants'>, table: string): Account => ({
  ...a,
  merchants: merchants(table),
});

/** A Wells Fargo Everyday Checking account in San Jose; the owner asks in English and Spanish. */
export const wellsFargo = acc(
  {
    bank: 'Wells Fargo',
    country: 'US',
    currency: 'USD',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 412_350,
    step: 1,
  },
  `
pay1|paycheck|payroll|paychek|salary|2315.42|2315.42|1-1|credit d15|ORBITAL SENSORS I PAYROLL PPD ID: 9411822301
pay2|paycheck|payroll|paychek|salary|2315.42|2315.42|1-1|credit d30|ORBITAL SENSORS I PAYROLL PPD ID: 9411822301
rent|rent|rent|rnet|rent|2450|2450|1-1|d1|AVALONBAY COMMUN RENT PMT PPD ID: 1770598{3}
safeway|Safeway|safeway|Safewy|groceries|14|165|3-5|card|PURCHASE AUTHORIZED ON @MD SAFEWAY #1893 SAN JOSE CA S{15} CARD 4417
traderjoes|Trader Joe's|TJ's|Trader Joes|groceries|9|85|2-4|card c=TRADER_JOE_S|PURCHASE AUTHORIZED ON @MD TRADER JOE S #212 SAN JOSE CA S{15} CARD 4417
chevron|Chevron|the Chevron station|Chevorn|fuel|32|78|1-3|card|PURCHASE AUTHORIZED ON @MD CHEVRON 0{6} SAN JOSE CA P{15} CARD 4417
chipotle|Chipotle|chipotle|Chipolte|dining|9|27|1-4|card|PURCHASE AUTHORIZED ON @MD CHIPOTLE 1418 SAN JOSE CA S{15} CARD 4417
doordash|DoorDash|doordash|Door Dash|dining|18|62|1-3|card|PURCHASE AUTHORIZED ON @MD DOORDASH*TAQUERIA SAN FRANCISCO CA S{15} CARD 4417
starbucks|Starbucks|sbux|Starbuks|dining|4|12|2-5|card|PURCHASE AUTHORIZED ON @MD STARBUCKS STORE 10421 SAN JOSE CA S{15} CARD 4417
netflix|Netflix|netflix|Netflx|subs|17.99|17.99|1-1|card d9|RECURRING PAYMENT AUTHORIZED ON @MD NETFLIX.COM LOS GATOS CA S{15} CARD 4417
pge|PG&E|PGE|PG and E|utilities|88|196|1-1|d22|PGANDE WEB ONLINE PPD ID: 9111222333
xfinity|Xfinity|comcast|Xfinty|utilities|79.99|79.99|1-1|d18 c=COMCAST|COMCAST CALIFORNIA 800-266-2278 PPD ID: 0000{6}
tmobile|T-Mobile|tmobile|T Mobile|utilities|95|95|1-1|d24|T-MOBILE PCS SVC PPD ID: 4912{6}
atm|cash|the ATM|ATM|atm|40|200|1-2|s2000|ATM WITHDRAWAL AUTHORIZED ON @MD 1150 N 1ST ST SAN JOSE CA 000{4} ATM ID 0093P CARD 4417
zelleout|Maria Garcia|my sister|Maria Garica|transfer_out|25|300|0-2||ZELLE TO GARCIA MARIA ON @MD REF # WFCT0{7}
zellein|Kevin Nguyen|Kevin|Kevin Nguyan|transfer_in|15|120|0-2|credit|ZELLE FROM NGUYEN KEVIN ON @MD REF # BAC0{8}
amazon|Amazon|amazon|Amazn|shopping|11|140|1-3|card|PURCHASE AUTHORIZED ON @MD AMAZON MKTPL*{4} AMZN.COM/BILL WA S{15} CARD 4417
target|Target|target|Targett|shopping|15|110|0-2|card|PURCHASE AUTHORIZED ON @MD TARGET T-2767 SAN JOSE CA S{15} CARD 4417
amazonref|Amazon|refund|refund|refund|9|60|0-1|credit|AMAZON.COM SERVICES REFUND PPD ID: 9{9}
fee|fee|fee|fee|fee|10|10|1-1|d31|MONTHLY SERVICE FEE
`,
);

/** An ING Girokonto in Cologne; the owner asks in German and British English. */
export const ing = acc(
  {
    bank: 'ING',
    country: 'Germany',
    currency: 'EUR',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 284_217,
    step: 1,
  },
  `
gehalt|salary|Gehalt|Gehlat|salary|3412.88|3412.88|1-1|credit d28|Kraftwerk Software GmbH^Gehalt/Rente^LOHN GEHALT PERSNR 004471
miete|rent|Miete|Meite|rent|1180|1180|1-1|d1|Hausverwaltung Schulte GmbH^Dauerauftrag^Miete Whg 3.OG links Venloer Str. 12
rewe|REWE|Rewe|Reve|groceries|8|120|3-5|card|REWE Markt GmbH^Lastschrift^VISA Debitkarte REWE SAGT DANKE. {8}//Koeln/DE
aldi|Aldi|Aldi Süd|Aldie|groceries|6|75|2-4|card|ALDI SUED^Lastschrift^VISA Debitkarte ALDI SAGT DANKE {4}//Koeln/DE
aral|Aral|die Aral|Arall|fuel|45|92|1-2|card|ARAL Station {4}^Lastschrift^VISA Debitkarte ARAL TANKSTELLE//Koeln/DE
lieferando|Lieferando|lieferando|Liferando|dining|16|48|1-3|card|Lieferando.de^Lastschrift^VISA Debitkarte LIEFERANDO.DE {9}//Berlin/DE
sion|Brauhaus Sion|das Sion|Brauhaus Sionn|dining|22|68|0-2|card|BRAUHAUS SION^Lastschrift^VISA Debitkarte BRAUHAUS SION//Koeln/DE
dticket|Deutschlandticket|D-Ticket|Deutschlandtiket|transport|58|58|1-1|d2|KVB Koelner Verkehrs-Betriebe AG^Lastschrift^Deutschlandticket Abo {8}
spotify|Spotify|spotify|Spotfy|subs|10.99|10.99|1-1|card d7|Spotify AB^Lastschrift^VISA Debitkarte SPOTIFY P{10}//Stockholm/SE
strom|RheinEnergie|Strom|Rheinenergy|utilities|84|84|1-1|d15|RheinEnergie AG^Lastschrift^Abschlag Strom Vertragskonto 40{8}
telekom|Telekom|Internet|Telecom|utilities|39.95|39.95|1-1|d10|Telekom Deutschland GmbH^Lastschrift^Festnetz Kundenkonto 55{8}
atm|cash|Bargeld|Geldautomat|atm|50|300|1-2|s5000|Commerzbank Koeln Hbf^Bargeldauszahlung^VISA Debitkarte GA NR{8} BARGELD//Koeln/DE
lena|Lena Hoffmann|Lena|Lena Hofman|transfer_out|20|160|0-2||Lena Hoffmann^Ueberweisung^Anteil Urlaub Mallorca
jonas|Jonas Becker|Jonas|Jonas Bekker|transfer_in|12|70|0-2|credit|Jonas Becker^Gutschrift^Pizza Geld zurueck
amazon|Amazon|amazon|Amazonn|shopping|12|130|1-2|card|AMAZON PAYMENTS EUROPE S.C.A.^Lastschrift^{3}-{7}-{7} Amazon.de {10}
dm|dm|dm-drogerie|DM markt|shopping|5|38|1-3|card|DM Drogeriemarkt^Lastschrift^VISA Debitkarte DM-DROGERIE M. {4}//Koeln/DE
amazonref|Amazon|refund|refund|refund|10|55|0-1|credit|AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND^Gutschrift^Erstattung {3}-{7}-{7}
fee|fee|fee|fee|fee|4.9|4.9|1-1|d30|ING^Entgelt^Kontofuehrungsentgelt
`,
);

/** An SBI savings account in Pune; the owner asks in Indian English and Hinglish. */
export const sbi = acc(
  {
    bank: 'State Bank of India',
    country: 'India',
    currency: 'INR',
    exponent: 2,
    start: '2026-06',
    months: 3,
    openingMinor: 12_345_600,
    step: 100,
  },
  `
salary|salary|salary|salry|salary|68400|68400|1-1|credit d1|BY TRANSFER-NEFT*CITI0000004*CITIN2606{8}*PERSISTENT SYSTE--
rent|rent|rent|rnt|rent|19500|19500|1-1|d5|TO TRANSFER-UPI/DR/6{11}/RAMESH K/SBIN/rameshkul@oksbi/Rent--
zepto|Zepto|zepto|Zeptoo|groceries|180|1400|2-5||TO TRANSFER-UPI/DR/6{11}/ZEPTO MARKETPLACE/YESB/zepto.payu@axisbank/Pay--
reliance|Reliance Smart|Reliance|Relience|groceries|450|3200|1-3||TO TRANSFER-UPI/DR/6{11}/RELIANCE RETAIL/ICIC/relianceretail@icici/Pay--
dominos|Domino's|dominos|Dominoz|dining|299|899|1-3|c=JUBILANT_FOODWORKS|TO TRANSFER-UPI/DR/6{11}/JUBILANT FOODWORKS/HDFC/dominos@hdfcbank/Pay--
chaayos|Chaayos|chaayos|Chayos|dining|120|420|2-4||TO TRANSFER-UPI/DR/6{11}/SUNSHINE TEAHOUSE/YESB/chaayos@yesbank/Pay--
hp|HP petrol pump|petrol|HP petrol pmp|fuel|500|2500|2-3|card c=HPCL|POS ATM PURCH OTHPOS{10}HPCL SHREE PETROLEUM PUNE--
netflix|Netflix|netflix|Netflx|subs|649|649|1-1|d7|TO TRANSFER-UPI/DR/6{11}/NETFLIX COM/ICIC/netflixupi@icici/Autopay--
msedcl|MSEDCL|light bill|MSEB|utilities|900|2800|1-1|d19|TO TRANSFER-UPI/DR/6{11}/MSEDCL/SBIN/msedcl@sbi/Bill--
airtel|Airtel|airtel|Airtl|utilities|799|799|1-1|d11|TO TRANSFER-UPI/DR/6{11}/AIRTEL XSTREAM/AIRP/airtelbroadband@airtel/Bill--
atm|ATM cash|cash|ATM|atm|500|10000|1-2|s50000|ATM WDL-ATM CASH {6} SBI BANER ROAD PUNE--
maa|Sunita Deshmukh|mummy|Sunita Deshmuk|transfer_out|2000|10000|1-1||TO TRANSFER-UPI/DR/6{11}/SUNITA D/SBIN/sunitadesh@oksbi/Sent--
aniket|Aniket Patil|Aniket|Aniket Patel|transfer_in|200|1800|0-2|credit|BY TRANSFER-UPI/CR/6{11}/ANIKET P/UTIB/aniketp@okaxis/split--
flipkart|Flipkart|flipkart|Flipcart|shopping|350|6000|1-2||TO TRANSFER-UPI/DR/6{11}/FLIPKART INTERNET/AXIS/flipkart@axisbank/Pay--
flipref|Flipkart|refund|refund|refund|150|500|0-1|credit|BY TRANSFER-UPI/CR/6{11}/FLIPKART INTERNET/AXIS/refund--
uber|Uber|uber|Ubar|transport|90|480|2-4||TO TRANSFER-UPI/DR/6{11}/UBER INDIA SYSTEMS/HDFC/uber@hdfcbank/Trip--
smsfee|SMS charges|sms charges|SMS chrgs|fee|17.7|17.7|1-1|d28 s1|SMS ALERT CHGS INCL GST--
`,
);

/** A Nubank credit card in São Paulo (a few months of bills); its owner asks in Portuguese and English. */
export const nubank = acc(
  {
    bank: 'Nubank',
    country: 'Brazil',
    currency: 'BRL',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 0,
    step: 1,
  },
  `
pagamento|payment|pagamento|pagamneto|payment|1800|3900|1-1|credit d8|Pagamento recebido
ifood|iFood|ifood|Ifod|dining|24|98|3-6|card|Ifood *Ifood
padaria|Padaria Real|padaria|Padaria Reall|dining|7|36|2-4|card|Padaria Real Pinheiros
paodeacucar|Pão de Açúcar|Pão de Açúcar|Pao de Acucr|groceries|35|310|2-4|card c=Pao_de_Acucar|Pao de Acucar Loja {3}
assai|Assaí|Assai|Asai|groceries|90|480|1-2|card c=Assai|Assai Atacadista Lj{2}
uber|Uber|uber|Ubr|transport|11|52|3-6|card|Uber *Trip Help.Uber.Com
ipiranga|Posto Ipiranga|Ipiranga|Ipiranaga|fuel|120|290|1-2|card c=Ipiranga|Posto Ipiranga Vila Madalena
netflix|Netflix|netflix|Netflx|subs|44.9|44.9|1-1|card d12|Netflix.Com
apple|Apple|iCloud|Aple|subs|14.9|14.9|1-1|card d20|Apple.Com/Bill
magalu|Magazine Luiza|Magalu|Magazine Luisa|shopping|189.9|189.9|1-1|card d3 c=Magazine_Luiza|Magazine Luiza - Parcela @P/10
drogasil|Drogasil|drogaria|Drogasill|shopping|18|140|1-2|card|Drogasil 2217
mercadolivre|Mercado Livre|ML|Mercado Libre|shopping|29|260|0-2|card c=Mercadolivre|Mercadolivre*Vendedor{4}
iof|IOF|IOF|IOF|fee|0.8|4.5|0-1|card|IOF de compra internacional
estorno|Mercado Livre|estorno|estorno|refund|29|120|0-1|credit|Estorno de compra Mercadolivre
`,
);

/** An mBank eKonto in Kraków; the owner asks in Polish and British English. */
export const mbank = acc(
  {
    bank: 'mBank',
    country: 'Poland',
    currency: 'PLN',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 1_152_040,
    step: 1,
  },
  `
pensja|salary|wypłata|pensia|salary|8240.5|8240.5|1-1|credit d10|PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY SOFTVISION SP. Z O.O. WYNAGRODZENIE
czynsz|rent|czynsz|czynsz za mieszkanie|rent|2900|2900|1-1|d2|PRZELEW ZEWNĘTRZNY WYCHODZĄCY MAREK ZIELIŃSKI NAJEM MIESZKANIA UL. DŁUGA 14
biedronka|Biedronka|biedra|Biedrnka|groceries|14|230|3-6|card|ZAKUP PRZY UŻYCIU KARTY BIEDRONKA 3412 KRAKOW
zabka|Żabka|żabka|Zabka|groceries|5|42|3-6|card c=ZABKA|ZAKUP PRZY UŻYCIU KARTY ZABKA Z{4} K.1 KRAKOW
lidl|Lidl|lidl|Lidll|groceries|20|180|1-2|card|ZAKUP PRZY UŻYCIU KARTY LIDL KAROWA KRAKOW
orlen|Orlen|orlen|Orlenn|fuel|150|330|1-2|card|ZAKUP PRZY UŻYCIU KARTY ORLEN STACJA NR {4} KRAKOW
pyszne|Pyszne.pl|pyszne|Pysznepl|dining|35|115|1-3|card|ZAKUP PRZY UŻYCIU KARTY PYSZNE.PL WROCLAW
chimera|Chimera|chimera|Chimerra|dining|28|90|0-2|card|ZAKUP PRZY UŻYCIU KARTY CHIMERA SALAD BAR KRAKOW
bolt|Bolt|bolt|Bolld|transport|12|48|1-3|card|ZAKUP PRZY UŻYCIU KARTY BOLT.EU/R/{10} TALLINN
netflix|Netflix|netflix|Netfilx|subs|49|49|1-1|card d9|ZAKUP PRZY UŻYCIU KARTY NETFLIX.COM LOS GATOS
pge|PGE|prąd|PGE prad|utilities|120|195|1-1|d18|PRZELEW ZEWNĘTRZNY WYCHODZĄCY PGE OBRÓT S.A. ENERGIA NR KLIENTA 20{6}
play|Play|play|Plai|utilities|55|55|1-1|d12|PŁATNOŚĆ ZLECENIE STAŁE P4 SP. Z O.O. PLAY ABONAMENT
atm|ATM|bankomat|bankomta|atm|50|400|0-2|s5000|WYPŁATA W BANKOMACIE EURONET {6} KRAKOW
piotr|Piotr Wiśniewski|Piotrek|Piotr Wisniewski|transfer_out|20|200|0-2||PRZELEW NA TELEFON BLIK WYCHODZĄCY DO PIOTR W.
kasia|Kasia Nowicka|Kasia|Kasia Nowicak|transfer_in|20|150|0-2|credit|PRZELEW NA TELEFON BLIK PRZYCHODZĄCY OD KATARZYNA N.
allegro|Allegro|allegro|Alegro|shopping|30|420|1-3||ZAKUP BLIK ALLEGRO.PL REF:{11}
zwrot|Allegro|zwrot|zwrot|refund|30|150|0-1|credit|ZWROT ALLEGRO.PL REF:{11}
oplata|card fee|opłata za kartę|oplata|fee|7|7|1-1|d27|OPŁATA ZA KARTĘ
`,
);

/** A CaixaBank account in Barcelona; the owner asks in Spanish and British English. */
export const caixa = acc(
  {
    bank: 'CaixaBank',
    country: 'Spain',
    currency: 'EUR',
    exponent: 2,
    start: '2026-09',
    months: 3,
    openingMinor: 196_480,
    step: 1,
  },
  `
nomina|salary|nómina|nomnia|salary|2240.37|2240.37|1-1|credit d27|NOMINA^TRANSPORTES MEDITERRANEO SL
alquiler|rent|alquiler|alquilr|rent|950|950|1-1|d3|TRANSFERENCIA^ALQUILER PISO C/ VALENCIA 214 3o 1a
bonpreu|Bonpreu|el Bonpreu|Bon Preu|groceries|9|140|3-5|card|BONPREU GRACIA^COMPRA TARJ. 4B{4}XXXXXX{4}
caprabo|Caprabo|caprabo|Capravo|groceries|6|70|2-4|card|CAPRABO SANT GERVASI^COMPRA TARJ. 4B{4}XXXXXX{4}
repsol|Repsol|la Repsol|Respol|fuel|38|85|1-2|card|E.S. REPSOL RONDA LITORAL^COMPRA TARJ. 4B{4}XXXXXX{4}
glovo|Glovo|glovo|Glov|dining|14|45|1-3|card|GLOVO BARCELONA^COMPRA TARJ. 4B{4}XXXXXX{4}
catalana|Cervecería Catalana|la Catalana|Cerveceria Catalna|dining|24|88|0-2|card c=CERVECERIA_CATALANA|CERVECERIA CATALANA^COMPRA TARJ. 4B{4}XXXXXX{4}
tmb|TMB|T-usual|TMV|transport|21.35|21.35|1-1|card d1|TMB T-USUAL^COMPRA TARJ. 4B{4}XXXXXX{4}
cabify|Cabify|cabify|Cabfy|transport|9|32|0-2|card|CABIFY ESPANA^COMPRA TARJ. 4B{4}XXXXXX{4}
endesa|Endesa|la luz|Endessa|utilities|48|112|1-1|d14|RECIBO ENDESA ENERGIA^ENDESA ENERGIA S.A.U. REF {10}
movistar|Movistar|movistar|Movstar|utilities|62.9|62.9|1-1|d8|RECIBO MOVISTAR^TELEFONICA DE ESPANA SAU
dir|DiR|el gimnasio|Dir gym|subs|59.9|59.9|1-1|d5|RECIBO DIR^CLUBS DIR SL CUOTA MENSUAL
filmin|Filmin|filmin|Flimin|subs|7.99|7.99|1-1|card d16|FILMIN^COMPRA TARJ. 4B{4}XXXXXX{4}
cajero|cash|el cajero|cajeor|atm|20|300|0-2|s2000|REINTEGRO CAJERO^CAIXABANK {4} BARCELONA
marta|Marta López|Marta|Marta Lopes|transfer_out|10|80|0-3||BIZUM ENVIADO^MARTA LOPEZ GARCIA Cena
jordi|Jordi Puig|Jordi|Jordi Puigg|transfer_in|10|60|0-2|credit|BIZUM RECIBIDO^JORDI PUIG FERRER Entradas
amazon|Amazon|amazon|Amazom|shopping|10|95|1-2|card|AMAZON.ES COMPRA^AMZN Mktp ES {10}
zara|Zara|zara|Sara|shopping|26|99|0-1|card|ZARA PASSEIG DE GRACIA^COMPRA TARJ. 4B{4}XXXXXX{4}
devol|Amazon|devolución|devolucion|refund|10|45|0-1|credit|DEVOLUCION COMPRA^AMAZON.ES
comision|fee|comisión|comision|fee|6|6|1-1|d30|COMISION MANTENIMIENTO^CUENTA ESTANDAR
`,
);
