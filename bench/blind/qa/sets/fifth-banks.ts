// Set "fifth": six accounts (merchants as each bank prints them). Written apart from the other
// sets: banks, countries, merchants and wording of its own.
import { merchants, type Account } from '../lib/model';
import type { Asks } from '../lib/questions';

// key|name|informal|typo|category|min|max|per month|flags|description

/** Desjardins (Québec, CAD): a chequing account in a caisse, French descriptions. */
export const desjardins: Account = {
  bank: 'Desjardins',
  country: 'CA',
  currency: 'CAD',
  exponent: 2,
  start: '2026-05',
  months: 3,
  openingMinor: 3_412_55,
  step: 1,
  merchants: merchants(`
paie|Ville de Laval|my pay|ville de lavall|salary|2140|2140|2-2|credit|DÉPÔT PAIE VILLE DE LAVAL
loyer|Gestion Tremblay|the rent|gestion tremblé|rent|1350|1350|1-1|d1|VIREMENT INTERAC A GESTION TREMBLAY
maxi|Maxi|maxi|maxxi|groceries|25|160|3-5|card|ACHAT TPV MAXI #{4} LAVAL QC
couche|Couche-Tard|le dépanneur Couche-Tard|couche tard|groceries|4|30|2-4|card|ACHAT TPV COUCHE-TARD #{4}
ultramar|Ultramar|the Ultramar station|ultramarr|fuel|40|85|2-3|card|ACHAT TPV ULTRAMAR {4} LAVAL
tim|Tim Hortons|Timmies|tim hortins|dining|3|18|3-6|card|ACHAT TPV TIM HORTONS #{4}
sthubert|St-Hubert|le St-Hub|st hubert|dining|35|90|1-2|card|ACHAT TPV ST-HUBERT LAVAL
netflix|Netflix|netflix|netflx|subs|20.99|20.99|1-1|card d12|ACHAT PREAUTORISE NETFLIX.COM
videotron|Vidéotron|videotron|vidéotrone|utilities|95|95|1-1|d18|PAIEMENT FACTURE VIDEOTRON
hydro|Hydro-Québec|hydro|hydro quebec|utilities|70|140|1-1|d22|PAIEMENT FACTURE HYDRO-QUEBEC
ctire|Canadian Tire|Crappy Tire|canadien tire|shopping|15|220|1-2|card|ACHAT TPV CANADIAN TIRE #{3}
ga|Retrait GA|cash|retrait|atm|40|200|1-2|s2000|RETRAIT GA DESJARDINS {4}
frais|Frais mensuels|fees|frais|fee|7.95|7.95|1-1|d28|FRAIS MODE DE PAIEMENT FORFAIT
interac|Virement reçu|e-transfer|virment|transfer_in|20|150|1-2|credit|VIREMENT INTERAC REÇU M GAGNON
`),
};
export const desjardinsAsks: Asks = {
  a: 'maxi',
  b: 'tim',
  absent: 'Costco',
  outside: '2026-01',
};

/** FNB (South Africa, ZAR): a cheque account, "#" before the bank's own charges. */
export const fnb: Account = {
  bank: 'FNB',
  country: 'ZA',
  currency: 'ZAR',
  exponent: 2,
  start: '2026-06',
  months: 4,
  openingMinor: 24_230_10,
  step: 1,
  merchants: merchants(`
salary|Salary|my salary|salry|salary|28500|28500|1-1|credit d25|SALARY ACME MINING PTY LTD
rent|Pam Golding Rentals|the rent|pam goldin|rent|9500|9500|1-1|d1|DEBIT ORDER PAM GOLDING RENTALS {6}
pnp|Pick n Pay|PnP|pick and pay|groceries|120|1450|3-5|card|POS PURCHASE PICK N PAY SUNNINGHILL 4{5}*{4}
woolies|Woolworths|Woolies|woolworth|groceries|90|900|2-3|card|POS PURCHASE WOOLWORTHS ROSEBANK 4{5}*{4}
engen|Engen|the Engen garage|engin|fuel|450|1100|2-3|card|POS PURCHASE ENGEN RIVONIA 4{5}*{4}
nandos|Nando's|Nandos|nandoes|dining|120|380|1-3|card c=NANDOS|POS PURCHASE NANDOS FOURWAYS 4{5}*{4}
mrd|Mr D Food|Mr D|mr dee|dining|150|420|1-2|card c=MRD_FOOD|POS PURCHASE MRD FOOD DELIVERY 4{5}*{4}
showmax|Showmax|showmax|showmx|subs|99|99|1-1|card d5|POS PURCHASE SHOWMAX 4{5}*{4}
vodacom|Vodacom|voda|vodacomm|utilities|399|399|1-1|d3|DEBIT ORDER VODACOM {8}
power|City Power|prepaid lights|city powr|utilities|300|600|1-2|s10000|PREPAID ELECTRICITY CITY POWER
takealot|Takealot|takealot|takelot|shopping|150|2400|1-2|card|POS PURCHASE TAKEALOT.COM 4{5}*{4}
atm|ATM|cash|atm|atm|200|1500|1-2|s10000|ATM CASH WITHDRAWAL FNB SANDTON CITY
fee|Monthly account fee|bank charges|fees|fee|69|69|1-1|d1|#MONTHLY ACCOUNT FEE
payin|FNB App Payment From T Nkosi|money from Thabo|nkosi|transfer_in|200|1500|1-1|credit|FNB APP PAYMENT FROM T NKOSI
payout|FNB App Payment To Mom|money to my mom|mom|transfer_out|500|1500|1-1|d7|FNB APP PAYMENT TO MOM
`),
};
export const fnbAsks: Asks = { a: 'pnp', b: 'nandos', absent: 'Checkers', outside: '2026-02' };

/** Türkiye İş Bankası (Turkey, TRY): an XLSX of account movements, newest first. */
export const isbank: Account = {
  bank: 'İş Bankası',
  country: 'TR',
  currency: 'TRY',
  exponent: 2,
  start: '2026-08',
  months: 3,
  openingMinor: 41_870_25,
  step: 1,
  merchants: merchants(`
maas|Maaş|maaşım|maas|salary|68500|68500|1-1|credit d15|EFT MAAS ODEMESI ANADOLU TEKSTIL AS
kira|Kira|kira|kra|rent|25000|25000|1-1|d3|FAST KIRA ODEMESI MEHMET YILMAZ
migros|Migros|Migros|mirgos|groceries|180|2400|3-5|card|MIGROS TICARET A.S. KADIKOY ISTANBUL
bim|BİM|Bim|bım|groceries|60|650|3-5|card|BIM BIRLESIK MAGAZALAR ISTANBUL
opet|Opet|Opet benzin|opett|fuel|900|2500|2-3|card|OPET PETROLCULUK ATASEHIR
yemeksepeti|Yemeksepeti|yemek sepeti|yemeksepti|dining|220|750|2-4|card|YEMEKSEPETI.COM ISTANBUL
kahve|Kahve Dünyası|kahve dunyasi|kahve dünyasi|dining|90|260|2-4|card|KAHVE DUNYASI MODA
turkcell|Turkcell|Turkcell faturası|turkcel|utilities|450|450|1-1|d10|TURKCELL FATURA ODEMESI
igdas|İGDAŞ|doğalgaz|igdas|utilities|400|1800|1-1|d20|IGDAS DOGALGAZ FATURA
trendyol|Trendyol|Trendyol|trendyool|shopping|250|3200|1-3|card|TRENDYOL.COM ISTANBUL
spotify|Spotify|Spotify|spotfy|subs|59.99|59.99|1-1|card d7|SPOTIFY P1A2B3 STOCKHOLM
atm|ATM|nakit|atm|atm|500|3000|1-2|s10000|ATM PARA CEKME ISBANK KADIKOY
ucret|Hesap işletim ücreti|masraf|ucret|fee|35.5|35.5|1-1|d28|HESAP ISLETIM UCRETI
gelen|FAST gelen|gelen para|gelen|transfer_in|300|2500|1-2|credit|FAST GELEN AYSE DEMIR
`),
};
export const isbankAsks: Asks = {
  a: 'migros',
  b: 'yemeksepeti',
  absent: 'A101',
  outside: '2026-03',
};

/** Swedbank (Sweden, SEK): the transaction CSV, newest first. */
export const swedbank: Account = {
  bank: 'Swedbank',
  country: 'SE',
  currency: 'SEK',
  exponent: 2,
  start: '2026-04',
  months: 3,
  openingMinor: 18_950_00,
  step: 1,
  merchants: merchants(`
lon|Lön|lönen|lon|salary|36400|36400|1-1|credit d25|LÖN UPPSALA KOMMUN
hyra|Hyra|hyran|hyrra|rent|9800|9800|1-1|d27|HYRA HSB BRF ÄPPLET
ica|ICA|Ica|ika|groceries|45|900|4-6|card|ICA NARA SVARTBACKEN
coop|Coop|Coop|cooop|groceries|30|700|2-4|card|COOP KONSUM LUTHAGEN
circlek|Circle K|macken|cirkle k|fuel|400|900|1-2|card|CIRCLE K GRÄNBY
espresso|Espresso House|Espresso House|espreso house|dining|38|120|3-5|card|ESPRESSO HOUSE STORA TORGET
foodora|Foodora|foodora|fodora|dining|150|420|1-2|card|FOODORA AB
viaplay|Viaplay|viaplay|viaply|subs|449|449|1-1|card d9|VIAPLAY
tele2|Tele2|tele2|tele 2|utilities|299|299|1-1|d15|TELE2 SVERIGE AB
ellevio|Ellevio|elräkningen|elevio|utilities|450|1200|1-1|d20|ELLEVIO AB
clas|Clas Ohlson|Clas Ohlson|klas ohlson|shopping|80|1200|1-2|card|CLAS OHLSON UPPSALA
swishut|Swish till Erik|swish to Erik|erik|transfer_out|50|800|2-3|SWISH TILL ERIK LINDQVIST
swishin|Swish från Sara|swish from Sara|sara|transfer_in|50|600|1-2|credit|SWISH FRÅN SARA NILSSON
uttag|Bankomat|cash|bankomat|atm|200|1000|0-1|s10000|UTTAG BANKOMAT FORUM
kortavgift|Kortavgift|card fee|kortavgit|fee|25|25|1-1|d1|KORTAVGIFT
`),
};
export const swedbankAsks: Asks = { a: 'ica', b: 'espresso', absent: 'Lidl', outside: '2026-09' };

/** DBS (Singapore, SGD): a credit card, purchases and payments in their own columns. */
export const dbs: Account = {
  bank: 'DBS',
  country: 'SG',
  currency: 'SGD',
  exponent: 2,
  start: '2026-08',
  months: 3,
  openingMinor: 0,
  step: 1,
  merchants: merchants(`
payment|Bill payment|my bill payment|paymnt|payment|800|2200|1-1|credit d10|PAYMENT - DBS INTERNET/WIRELESS
ntuc|NTUC FairPrice|FairPrice|fairprise|groceries|12|180|3-5|card c=NTUC_FP|NTUC FP-TAMPINES 1
seven|7-Eleven|seven eleven|7 elevn|groceries|2|15|2-4|card|7-ELEVEN-TAMPINES ST 81
grabfood|GrabFood|grab food|grabfod|dining|15|55|3-5|card c=GRAB*FOOD|GRAB*FOOD SINGAPORE
toastbox|Toast Box|toastbox|toast bx|dining|5|18|2-4|card|TOAST BOX - TAMPINES MALL
dtf|Din Tai Fung|DTF|din tai fong|dining|45|160|1-2|card|DIN TAI FUNG - JEWEL
shell|Shell|shell|shel|fuel|60|140|1-2|card|SHELL-TAMPINES AVE 10
shopee|Shopee|shopee|shoppee|shopping|10|250|2-4|card|SHOPEE SINGAPORE MP
uniqlo|Uniqlo|uniqlo|uniqulo|shopping|30|200|0-1|card|UNIQLO - TAMPINES 1
disney|Disney+|disney plus|disny+|subs|11.98|11.98|1-1|card d14|DISNEY PLUS SINGAPORE
singtel|Singtel|singtel|singtell|utilities|45|45|1-1|card d20|SINGTEL-RECURRING
cashback|DBS cashback|cashback|cash back|cashback|3|25|1-1|credit d28|CASHBACK - DBS LIVE FRESH
`),
};
export const dbsAsks: Asks = { a: 'grabfood', b: 'ntuc', absent: 'Lazada', outside: '2026-04' };

/** KBC (Belgium, EUR): the semicolon CSV with the bank's Dutch headers, newest first. */
export const kbc: Account = {
  bank: 'KBC',
  country: 'BE',
  currency: 'EUR',
  exponent: 2,
  start: '2026-09',
  months: 3,
  openingMinor: 2_640_80,
  step: 1,
  merchants: merchants(`
loon|Wedde|mijn loon|wede|salary|3120|3120|1-1|credit d28|WEDDE STAD GENT
huur|Huur|de huur|hur|rent|950|950|1-1|d2|HUUR APPARTEMENT KORENLEI
delhaize|Delhaize|delhaize|delaize|groceries|15|140|3-5|card|BETALING BANCONTACT DELHAIZE GENT ZUID
colruyt|Colruyt|Colruyt|colruit|groceries|30|190|2-4|card|BETALING BANCONTACT COLRUYT GENTBRUGGE
total|TotalEnergies|de Total|total energies|fuel|50|95|1-3|card|BETALING BANCONTACT TOTALENERGIES GENT
panos|Panos|Panos|pannos|dining|6|14|2-4|card|BETALING BANCONTACT PANOS GENT SINT-PIETERS
takeaway|Takeaway.com|takeaway|take away|dining|20|55|1-2|card|BETALING TAKEAWAY.COM
streamz|Streamz|streamz|streamzz|subs|11.95|11.95|1-1|d11|DOMICILIERING STREAMZ
proximus|Proximus|proximus|proximu|utilities|65|65|1-1|d15|DOMICILIERING PROXIMUS
engie|Engie|Engie|engy|utilities|110|160|1-1|d20|DOMICILIERING ENGIE ELECTRABEL
bol|bol.com|bol|boll.com|shopping|15|200|1-2|card|BETALING BOL.COM
geld|Geldopname|cash|geldopnamen|atm|50|200|1-2|s1000|GELDOPNEMING AUTOMAAT KBC GENT
kosten|Beheerskosten|bank costs|beheerkosten|fee|4.5|4.5|1-1|d1|BEHEERSKOSTEN KBC-PLUSREKENING
spaar|Spaarrekening|to my savings|spaarrekenig|transfer_out|200|200|1-1|d5|OVERSCHRIJVING NAAR SPAARREKENING
`),
};
export const kbcAsks: Asks = { a: 'delhaize', b: 'panos', absent: 'Aldi', outside: '2026-05' };
