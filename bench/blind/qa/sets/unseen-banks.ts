// Set "unseen": six other accounts in other countries. Kept for the end of the work.
import { merchants, type Account } from '../lib/model';

const acc = (a: Omit<Account, 'merchants'>, table: string): Account => ({
  ...a,
  merchants: merchants(table),
});

export const creditMutuel = acc(
  {
    bank: 'Crédit Mutuel',
    country: 'France',
    currency: 'EUR',
    exponent: 2,
    start: '2026-09',
    months: 3,
    openingMinor: 163_210,
    step: 1,
  },
  `
salaire|salaire|salary|salaire|salary|2640|2640|1-1|credit d27|VIR SEPA SALAIRE DUPONT CONSEIL SAS
loyer|loyer|rent|loyer|rent|780|780|1-1|d3|PRLV SEPA FONCIA LOYER APPT 12
carrefour|Carrefour|Carrefour City|Carfour|groceries|8|90|3-5|card|PAIEMENT CB {4} CARREFOUR CITY PARIS 11
monoprix|Monoprix|monop|Monoprx|groceries|10|70|1-3|card|PAIEMENT CB {4} MONOPRIX REPUBLIQUE
total|TotalEnergies|Total|Totalenergie|fuel|40|80|1-2|card c=TOTALENERGIES|PAIEMENT CB {4} TOTALENERGIES LYON
bistrot|Le Petit Cler|petit cler|Petit Clerc|dining|14|55|1-3|card c=PETIT_CLER|PAIEMENT CB {4} LE PETIT CLER PARIS
paul|Paul|boulangerie Paul|Paull|dining|2.5|9|3-6|card c=BOULANGERIE_PAUL|PAIEMENT CB {4} BOULANGERIE PAUL
netflix|Netflix|Netflix|Netflex|subs|13.49|13.49|1-1|d9|PRLV SEPA NETFLIX INTERNATIONAL
deezer|Deezer|Deezer|Dezeer|subs|11.99|11.99|1-1|d14|PRLV SEPA DEEZER SA
edf|EDF|électricité|EDF|utilities|60|95|1-1|d18|PRLV SEPA EDF CLIENTS PARTICULIERS
dab|retrait|cash|retrait DAB|atm|20|150|1-2|s1000|RETRAIT DAB {4} BNP PARIS BASTILLE
frais|frais|fees|cotisation|fee|6.4|6.4|1-1|d5|FRAIS COTISATION EUROCOMPTE
camille|Camille Leroy|Camille|Camile|transfer_out|20|150|0-2||VIR SEPA EMIS A CAMILLE LEROY
thomas|Thomas Martin|Thomas|Tomas|transfer_in|15|80|0-1|credit|VIR SEPA RECU DE THOMAS MARTIN
fnac|Fnac|Fnac|Fanc|shopping|20|160|1-1|card|PAIEMENT CB {4} FNAC PARIS
rembt|Fnac|refund|remboursement|refund|15|40|0-1|credit|REMBOURSEMENT CB FNAC PARIS
`,
);

export const intesa = acc(
  {
    bank: 'Intesa Sanpaolo',
    country: 'Italy',
    currency: 'EUR',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 0,
    step: 1,
  },
  `
stipendio|stipendio|salary|stipendio|salary|1890|1890|1-1|credit d27|Accredito stipendio ROSSI COSTRUZIONI SRL
affitto|affitto|rent|affitto|rent|650|650|1-1|d2|Bonifico disposto a favore di MARIO BIANCHI affitto
esselunga|Esselunga|Esselunga|Eselunga|groceries|15|120|2-4|card|Pagamento POS ESSELUNGA MILANO VIALE PIAVE
coop|Coop|Coop|Cop|groceries|10|60|1-3|card|Pagamento POS COOP LOMBARDIA
eni|Eni|Eni station|Enni|fuel|40|75|1-3|card|Pagamento POS ENI STATION MI 204
cova|Pasticceria Cova|Cova|Covva|dining|3|15|2-5|card c=COVA|Pagamento POS BAR PASTICCERIA COVA
michele|Da Michele|pizzeria da Michele|Da Michelle|dining|18|45|1-2|card c=DA_MICHELE|Pagamento POS PIZZERIA DA MICHELE
netflix|Netflix|Netflix|Netlfix|subs|12.99|12.99|1-1|card d11|Pagamento NETFLIX.COM
dazn|DAZN|Dazn|Dzn|subs|34.99|34.99|1-1|card d4|Pagamento DAZN LIMITED
bancomat|prelievo|cash|bancomat|atm|50|250|1-2|s5000|Prelievo carta Bancomat MILANO
enel|Enel|Enel Energia|Ennel|utilities|55|110|1-1|d19|Addebito diretto ENEL ENERGIA SPA
canone|canone|fees|canone|fee|4|4|1-1|d1|Canone mensile conto XME
giulia|Giulia Rossi|Giulia|Guilia|transfer_out|20|200|0-2||Bonifico istantaneo a GIULIA ROSSI
amazon|Amazon|Amazon|Amazom|shopping|15|90|1-2|card|Pagamento AMAZON EU SARL
rimborso|Amazon|refund|rimborso|refund|10|30|0-1|credit|Rimborso AMAZON EU SARL
`,
);

export const rabobank = acc(
  {
    bank: 'Rabobank',
    country: 'Netherlands',
    currency: 'EUR',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 421_090,
    step: 1,
  },
  `
salaris|salaris|salary|salaris|salary|3050|3050|1-1|credit d24|Van der Berg Techniek BV Salaris
huur|huur|rent|huur|rent|1095|1095|1-1|d1|Woonstichting De Key Huur
ah|Albert Heijn|AH|Albert Hein|groceries|6|80|3-6|card c=ALBERT_HEIJN|Albert Heijn 1234 AMSTERDAM
jumbo|Jumbo|Jumbo|Jumboo|groceries|8|60|1-3|card|Jumbo Amsterdam Oost
shell|Shell|Shell|Shel|fuel|40|85|1-2|card|Shell Amstelveen
jaren|Cafe de Jaren|De Jaren|Cafe de Jaaren|dining|12|60|1-3|card c=DE_JAREN|Cafe de Jaren AMSTERDAM
netflix|Netflix|Netflix|Netfix|subs|11.99|11.99|1-1|d8|Netflix International B.V.
spotify|Spotify|Spotify|Spotifi|subs|10.99|10.99|1-1|d17|Spotify AB
geld|geldopname|cash|pinnen|atm|20|150|1-2|s1000|Geldautomaat Rabobank Amsterdam
vattenfall|Vattenfall|Vattenfall|Vatenfall|utilities|120|120|1-1|d21|Vattenfall Klantenservice N.V.
kosten|kosten|bank fees|kosten|fee|3.6|3.6|1-1|d2|Rabobank Kosten Rabo BasisPakket
tikkie|Tikkie|Tikkie|Tiki|transfer_out|5|40|1-3||AAB INZ TIKKIE
lotte|Lotte de Vries|Lotte|Lote|transfer_in|15|90|0-1|credit|L. de Vries
bol|bol.com|bol|bol.con|shopping|15|120|1-2|card|bol.com b.v.
terug|bol.com|refund|terugbetaling|refund|10|30|0-1|credit|bol.com b.v. terugbetaling
rente|rente|interest|rente|interest|0.2|2|0-1|credit d30|Rente
`,
);

export const bca = acc(
  {
    bank: 'BCA',
    country: 'Indonesia',
    currency: 'IDR',
    exponent: 2,
    start: '2026-07',
    months: 3,
    openingMinor: 842_350_000,
    step: 10000,
  },
  `
gaji|gaji|salary|gajian|salary|12500000|12500000|1-1|credit d25|TRSF E-BANKING CR 2507/FTSCY/WS95031 GAJI PT MAJU JAYA
kos|kos|rent|kost|rent|2500000|2500000|1-1|d1|TRSF E-BANKING DB 0107/FTSCY/WS95031 SEWA KOS IBU SRI
indomaret|Indomaret|Indomaret|Indomart|groceries|15000|250000|3-6|card|KARTU DEBIT INDOMARET TEBET
alfamart|Alfamart|Alfa|Alfamrt|groceries|10000|150000|2-4|card|KARTU DEBIT ALFAMART KUNINGAN
pertamina|Pertamina|SPBU|Pertamna|fuel|50000|300000|2-4|card s100000|KARTU DEBIT SPBU PERTAMINA 34.128
kenangan|Kopi Kenangan|Kenangan|Kopi Kenagan|dining|18000|65000|2-5|card c=KOPI_KENANGAN|QRIS KOPI KENANGAN SETIABUDI
gofood|GoFood|gofood|Gofod|dining|25000|150000|1-3|c=GOFOOD|TRSF E-BANKING DB GOPAY GOFOOD
netflix|Netflix|Netflix|Netflik|subs|186000|186000|1-1|d6|KARTU KREDIT NETFLIX.COM
spotify|Spotify|Spotify|Spotipy|subs|54990|54990|1-1|d12|KARTU DEBIT SPOTIFY
atm|tarik tunai|ATM|tarik tunai|atm|100000|1000000|1-2|s5000000|TARIKAN ATM 12/07
pln|PLN|listrik|token PLN|utilities|100000|500000|1-1|s5000000|PLN PRABAYAR TOKEN
adm|biaya admin|fees|biaya adm|fee|15000|15000|1-1|d28|BIAYA ADM
bunga|bunga|interest|bunga|interest|1500|9000|1-1|credit d28|BUNGA
andi|Andi Saputra|Andi|Andy|transfer_out|100000|1000000|0-2|s5000000|TRSF E-BANKING DB ANDI SAPUTRA
tokopedia|Tokopedia|Tokped|Tokopedai|shopping|50000|600000|1-2|card|KARTU DEBIT TOKOPEDIA
`,
);

export const pko = acc(
  {
    bank: 'PKO BP',
    country: 'Poland',
    currency: 'PLN',
    exponent: 2,
    start: '2026-08',
    months: 3,
    openingMinor: 512_044,
    step: 1,
  },
  `
pensja|wynagrodzenie|salary|pensja|salary|7200|7200|1-1|credit d10|WYNAGRODZENIE ZA MIESIAC ABC SP. Z O.O.
czynsz|czynsz|rent|czynsz|rent|1250|1250|1-1|d12|CZYNSZ SPÓŁDZIELNIA MIESZKANIOWA SKARPA
biedronka|Biedronka|Biedra|Biedronak|groceries|10|150|3-6|card|BIEDRONKA 3421 WARSZAWA
zabka|Żabka|zabka|Żapka|groceries|5|40|2-5|card c=ZABKA|ZABKA Z1234 K.1 WARSZAWA
orlen|Orlen|Orlen|Orlem|fuel|100|320|1-3|card|ORLEN STACJA NR 4411 WARSZAWA
pyszne|Pyszne.pl|pyszne|Pysne|dining|35|110|1-3|card c=PYSZNE|PYSZNE.PL WROCLAW
netflix|Netflix|Netflix|Netflixx|subs|43|43|1-1|card d5|NETFLIX.COM AMSTERDAM
spotify|Spotify|Spotify|Spotfy|subs|23.99|23.99|1-1|card d13|SPOTIFY STOCKHOLM
atm|bankomat|ATM|bankomat|atm|50|500|1-2|s5000|WYPŁATA Z BANKOMATU PKO BP WARSZAWA
tauron|Tauron|Tauron|Touron|utilities|150|260|1-1|d20|TAURON SPRZEDAZ FAKTURA
oplata|opłata|fees|oplata|fee|7|7|1-1|d1|OPŁATA ZA KARTĘ
blik|Jan Kowalski|Janek|Jan Kowalsky|transfer_out|20|200|0-3||PRZELEW BLIK NA TELEFON JAN KOWALSKI
allegro|Allegro|Allegro|Alegro|shopping|30|400|1-2|card|ALLEGRO.PL POZNAN
zwrot|Allegro|refund|zwrot|refund|20|60|0-1|credit|ZWROT ALLEGRO.PL
`,
);

export const amex = acc(
  {
    bank: 'American Express',
    country: 'UK',
    currency: 'GBP',
    exponent: 2,
    start: '2026-09',
    months: 3,
    openingMinor: 0,
    step: 1,
  },
  `
tesco|Tesco|Tesco|Tescos|groceries|8|95|3-5|card|TESCO STORES 2841 LONDON
sainsburys|Sainsbury's|Sainsburys|Sainsbry|groceries|10|70|1-3|card c=SAINSBURY|SAINSBURY'S S/MKT LONDON
bp|BP|BP garage|B.P.|fuel|40|80|1-2|card c=BP|BP CONNECT CLAPHAM
pret|Pret|Pret a Manger|Pret a Manjer|dining|4|12|3-6|card c=PRET|PRET A MANGER LONDON
nandos|Nando's|Nandos|Nandoes|dining|15|45|1-2|card c=NANDO|NANDOS BRIXTON
netflix|Netflix|Netflix|Netflx|subs|10.99|10.99|1-1|card d6|NETFLIX.COM
disney|Disney+|Disney plus|Disny|subs|7.99|7.99|1-1|card d19|DISNEY PLUS
amazon|Amazon|Amazon|Amazn|shopping|10|120|1-3|card c=AMAZON|AMAZON.CO.UK*{2}AB{3}
johnlewis|John Lewis|John Lewis|Jon Lewis|shopping|25|180|0-1|card|JOHN LEWIS OXFORD ST
payment|payment|payment|paymnt|payment|700|1400|1-1|credit d15|PAYMENT RECEIVED - THANK YOU
fee|fee|fees|fee|fee|0.5|3|0-1||NON-STERLING TRANSACTION FEE
cashback|cashback|cashback|cash back|cashback|5|20|0-1|credit|CASHBACK CREDIT
`,
);
