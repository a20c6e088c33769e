import type { Merchants } from './merchants';

/**
 * The fourth wave's countries (layouts/wave-four-*.ts), kept apart so the regions before them
 * stay as they were. Names a PDF prints are ASCII, as the statement font has no other letters.
 */
// prettier-ignore
export const WAVE_FOUR_MERCHANTS = {
  lt: {
    shops: ['MAXIMA LT, UAB', 'IKI Žirmūnai', 'RIMI VILNIUS', 'Lidl Lietuva', 'Circle K Ozas', 'Eurovaistinė', 'Bolt.eu', 'Čili Pica'],
    bills: ['Ignitis UAB', 'Telia Lietuva, AB', 'Vilniaus vandenys', 'Tele2', 'Buto nuoma', 'ERGO Insurance SE'],
    incomes: ['UAB Pavyzdys', 'VMI grąžinimas', 'Jonas Petraitis', 'Sodra'],
  },
  sk: {
    shops: ['TESCO STORES SR', 'BILLA 1234', 'LIDL SK 0412', 'Kaufland Bratislava', 'SLOVNAFT ČS 102', 'DR.MAX LEKÁREŇ', 'Bolt.eu', 'Pizzeria Ťahanovce'],
    bills: ['ZSE Energia, a.s.', 'Slovak Telekom, a.s.', 'Orange Slovensko', 'Bratislavská vodárenská', 'Nájom byt Ružinov', 'Allianz - Slovenská poisťovňa'],
    incomes: ['Mzda Príklad s.r.o.', 'Finančná správa SR', 'Peter Kováč', 'Sociálna poisťovňa'],
  },
  rs: {
    shops: ['MAXI 123 BEOGRAD', 'IDEA VRAČAR', 'LILLY DROGERIJA', 'NIS PETROL BS 45', 'WOLT SRBIJA', 'DIS MARKET ČAČAK', 'APOTEKA BENU', 'GLOVO BEOGRAD'],
    bills: ['EPS SNABDEVANJE', 'TELEKOM SRBIJA', 'JKP INFOSTAN TEHNOLOGIJE', 'SBB D.O.O.', 'A1 SRBIJA', 'KIRIJA STAN ZVEZDARA'],
    incomes: ['ZARADA PRIMER D.O.O.', 'UPLATA OD MARKOVIĆ JOVANA', 'POVRAĆAJ POREZA', 'KAMATA'],
  },
  pt: {
    shops: ['PINGO DOCE LISBOA', 'CONTINENTE MODELO', 'LIDL PORTUGAL', 'GALP ENERGIA', 'FARMÁCIA ESTÁCIO', 'PASTELARIA SÃO ROQUE', 'UBER *TRIP', 'CP COMBOIOS'],
    bills: ['EDP COMERCIAL', 'MEO SERVIÇOS', 'EPAL ÁGUAS', 'RENDA CASA', 'NOS COMUNICAÇÕES', 'MB WAY PARA JOÃO'],
    incomes: ['ORDENADO EXEMPLO LDA', 'MB WAY DE RITA', 'REEMBOLSO IRS AT', 'TRF DE ANA COSTA'],
  },
  cy: {
    shops: ['ALPHAMEGA HYPERMARKET', 'SKLAVENITIS NICOSIA', 'LIDL CYPRUS', 'PETROLINA LIMASSOL', 'COFFEE ISLAND', 'WOLT CYPRUS', 'BEAUTY LINE', 'SUPERHOME CENTER'],
    bills: ['EAC ELECTRICITY', 'CYTA', 'EPIC LTD', 'WATER BOARD NICOSIA', 'RENT TRANSFER', 'JCC PAYMENT SYSTEMS'],
    incomes: ['SALARY EXAMPLE LTD', 'TRANSFER FROM A. GEORGIOU', 'TAX REFUND', 'INTEREST'],
  },
  dk: {
    shops: ['Netto Østerbro', 'Føtex Food', 'Irma Vesterbro', 'Rema 1000 Nørrebro', '7-Eleven Hovedbanen', 'Matas', 'Circle K Valby', 'Lagkagehuset'],
    bills: ['Ørsted Salg & Service', 'TDC NET', 'HOFOR', 'Husleje', 'Tryg Forsikring', 'YouSee'],
    incomes: ['Løn Eksempel ApS', 'Skattestyrelsen', 'MobilePay fra Mette', 'Renter'],
  },
  no: {
    shops: ['REMA 1000 GRÜNERLØKKA', 'KIWI 512 MAJORSTUEN', 'Coop Extra Storo', 'VINMONOPOLET', 'Ruter AS', 'Narvesen Oslo S', 'Circle K Majorstuen', 'Apotek 1'],
    bills: ['Telenor Norge AS', 'Hafslund Strøm', 'Gjensidige Forsikring', 'Altibox', 'Vy', 'Elkjøp Nordic'],
    incomes: ['Lønn Eksempel AS', 'Vipps fra Kari', 'Skatteetaten', 'Renter'],
  },
  ec: {
    shops: ['SUPERMAXI EL JARDIN', 'MEGAMAXI', 'TIA QUITO', 'FYBECA', 'PRIMAX', 'KFC ECUADOR', 'DE PRATI', 'UBER EATS'],
    bills: ['EMPRESA ELECTRICA QUITO', 'CLARO ECUADOR', 'CNT EP', 'ARRIENDO DEPARTAMENTO', 'TRANSFERENCIA A MARIA PEREZ', 'EPMAPS AGUA'],
    incomes: ['PAGO NOMINA EJEMPLO S.A.', 'TRANSFERENCIA DE CARLOS VERA', 'DEPOSITO EN EFECTIVO', 'INTERES GANADO'],
  },
  uy: {
    shops: ['TATA MONTEVIDEO', 'DISCO POCITOS', 'DEVOTO 24', 'TIENDA INGLESA', 'FARMASHOP 12', 'ANCAP PUNTA CARRETAS', 'PEDIDOSYA', 'TIENDA MIA'],
    bills: ['UTE FACTURA', 'ANTEL', 'OSE AGUA', 'ALQUILER APTO', 'TRANSF. A MARTÍNEZ', 'BPS APORTES'],
    incomes: ['SUELDO EJEMPLO S.A.', 'TRANSF. DE GONZÁLEZ', 'DEVOLUCIÓN DGI', 'INTERESES'],
  },
  ge: {
    shops: ['GOODWILL VAKE', 'NIKORA #112', 'CARREFOUR TBILISI MALL', 'SPAR GEORGIA', 'WISSOL PETROLEUM', 'PSP PHARMACY', 'BOLT.EU', 'GLOVO GEORGIA'],
    bills: ['TELASI', 'TBILISI ENERGY', 'GWP WATER', 'MAGTICOM', 'SILKNET', 'RENT PAYMENT SABURTALO'],
    incomes: ['SALARY EXAMPLE LLC', 'GIORGI BERIDZE', 'INTEREST', 'CASH DEPOSIT'],
  },
  tz: {
    shops: ['SHOPRITE MLIMANI CITY', 'GAME SUPERMARKET', 'PUMA ENERGY MSASANI', 'VILLAGE SUPERMARKET', 'UBER TANZANIA', 'SHOPPERS PLAZA', 'BOLT TZ', 'SAMAKI SAMAKI'],
    bills: ['LUKU TANESCO', 'DAWASA WATER', 'VODACOM M-PESA', 'AIRTEL MONEY', 'DSTV TANZANIA', 'RENT KINONDONI'],
    incomes: ['SALARY EXAMPLE LTD', 'TRANSFER FROM J. MWAKYUSA', 'TIPS RECEIVED', 'INTEREST'],
  },
  lu: {
    shops: ['CACTUS BELAIR', 'DELHAIZE KIRCHBERG', 'AUCHAN LUXEMBOURG', 'ARAL GASPERICH', 'PHARMACIE DU GLACIS', 'CFL MOBILITEIT', 'Boulangerie Fischer', 'Oberweis'],
    bills: ['Enovos Luxembourg S.A.', 'POST Luxembourg', 'Foyer Assurances', 'Loyer appartement', 'Ville de Luxembourg Eau', 'Tango S.A.'],
    incomes: ['Salaire Exemple S.à r.l.', 'CNS Remboursement', 'Virement de Marie Weber', 'Allocations CAE'],
  },
} satisfies Record<string, Merchants>;
