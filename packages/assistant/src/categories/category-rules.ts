import type { CategoryId } from './category-table';

/**
 * Description rules, tested on the description as `normalizeForMatching` leaves it (upper case,
 * accents dropped, full-width folded), so the words below are written without accents. Each
 * keyword is given in the languages of the statements we read. Two tiers, because some words
 * say what a payment *is* whoever it went to: a Flipkart refund is a refund, an ATM withdrawal
 * is cash, a card's foreign-transaction fee is a fee. Those rules (`BEFORE_MERCHANT`) win over
 * the merchant table's category; the keyword rules (`AFTER_MERCHANT`) only categorize rows
 * whose merchant the table does not know. `credits`/`debits` restrict a rule to one direction.
 */
export interface CategoryRule {
  category: CategoryId;
  pattern: RegExp;
  only?: 'credits' | 'debits';
}

/** Interest, in English, Spanish, Portuguese, German, French, Italian, Dutch, Polish, Hungarian,
 * Indonesian, the Nordic languages and Japanese. */
const INTEREST =
  /^BUNGA$|RENDIMENTOS?(?: (?:DA |DE )?(?:POUPANCA|APLICACAO|CDB|RDB|CONTA))|リソク|\bINTEREST\b|\bINT\.? ?(?:PD|CR|PAID|CREDIT)\b|FINANCE CHARGE|ZINSEN\b|\bZINS\b|\bINTERESES\b|\bJUROS\b|\bINTERETS?\b|\bINTERESSI\b|RENTEBIJSCHRIJVING|CREDITRENTE|DEBETRENTE|\bODSETKI|\bKAMAT|BUNGA (?:TABUNGAN|DEPOSITO|KREDIT|PINJAMAN)|JASA GIRO|\bRANTA\b|\bRENTER\b|\bKORKO|利息|利子/;

/**
 * Fees that are the bank's whatever else the line names: an ATM fee, a foreign-transaction fee,
 * an account's monthly fee. A bare "fee" is weaker (see `OTHER_FEES`): a gym's "Monthly fee" or
 * a school's fee is what that merchant charges, not a bank fee.
 */
const BANK_FEES =
  /\bCHRG|\bCHGS?\b|\b(?:TRANS(?:ACTION)?|TXN|FX|FOREIGN|INTL|INTERNATIONAL|NON-? ?(?:STERLING|GBP|EUR|USD)|OVERDRAFT|ACCOUNT|ACCT|CARD|ANNUAL|LATE(?: PAYMENT)?|ATM|SERVICE|MAINTENANCE|MAINT|MONTHLY (?:SERVICE|ACCOUNT|MAINTENANCE)|NSF|RETURNED ITEM|WIRE|TRANSFER|PROCESSING|CASH ADVANCE|BANK|STATEMENT|CHEQUE|CHECK|SMS|PENALTY|CROSS ?BORDER|EXCHANGE) (?:FEES?|CHARGES?)\b|\bBANK CHARGES?\b|\bAMC\b|SMS ALERT|\bPENALTY|\bCOMMISSION(?!ERS?)|OVERDRAFT|ENTGELT|GEB(?:UE?)HR|KONTOFUE?HRUNG|\bCOMISI(?:ON|OES|AO)\b|(?<!\bSELO\b.*)\bCOMISS(?:AO|OES)\b|\bTARIFA\b|\bFRAIS\b|COMMISSIONI?\b(?!ERS?)|\bSPESE\b|BANKKOSTEN|\bKOSTEN (?:\w+ )?(?:BASIS|BETAAL|PLUS|TOTAAL)?PAKKET|\bPAKKETKOSTEN|\bPROWIZJA|\bOPLATA (?:ZA|MIES)|(?<!BERLETI )\bDIJ\b|KARTYADIJ|SZAMLAVEZETESI|BIAYA ADM|\bAVGIFT|KORTAVGIFT|ARSAVGIFT|BEHEERSKOSTEN|\bUCRETI?\b|\bMASRAF|\bGEBYR|\bPALVELUMAKSU|手数料|テスウリヨウ|テスウリョウ/;

/**
 * Cash drawn from a machine or a counter. "POS ATM PURCH" (State Bank of India) is a card
 * purchase at a till, not cash.
 */
export const CASH_WITHDRAWAL =
  /(?<!POS )\bATM[DW]?(?![A-Z])(?! MILANO| PURCH)|\bATW\b|CASH ?WDL|CASH WITHDRAWAL|\bNWD\b|(?:^|[-\s])CASH$|BANKOMAT|GELDAUTOMAA?T|BARGELD ?AUSZAHLUNG|\bGA\b.{0,24}\bBARGELD\b|BARGELDABHEBUNG|BARGELDBEZUG|\bPOSTOMAT\b|REINTEGRO|\bSAQUE\b|\bLEVANTAMENTO\b|RETIRO (?:EN )?CAJERO|\bRETRAIT\b|\bPRELIEVO|GELDOPNAME|GELDOPNEMING|PARA CEKME|KONTANTUTTAG|\bUTTAG\b|WYPLATA (?:[ZW] )?BANKOMA|WYPLATA GOTOWKI|KESZPENZ ?FELVETEL|TARIK TUNAI|現金引出|カード引出/;

export const BEFORE_MERCHANT: readonly CategoryRule[] = [
  {
    category: 'conversions',
    pattern:
      /CURRENCY CONVERSION|\bFX (?:CONVERSION|EXCHANGE)\b|\bPAYMENT (?:HOLD|RELEASE)\b|\bHOLD RELEASE\b|\bAUTHORI[SZ]ATION HOLD\b|\bRESERVE (?:HOLD|RELEASE)\b/,
  },
  {
    category: 'refunds',
    pattern:
      /\bREFUND|\bREV\b|\bREVERSAL|\bREVERSED|CASHBACK|CHARGEBACK|CASH REBATE|DEVOLUCI(?:ON|AO)|DEVOLUCAO|GUTSCHRIFT(?!.*(?:LOHN|GEHALT|RENTE))|\bESTORNO|ERSTATTUNG|REMBOURSEMENT|RIMBORSO|\bSTORNO|TERUGBETALING|TERUGSTORTING|\bZWROT|VISSZATERITES|PENGEMBALIAN|REEMBOLSO|\bREMBT\b|返金|返品|החזר/,
    only: 'credits',
  },
  // What a credit is ("TRANSFERENCIA NOMINA TECNOLOGIAS IBERIA": a salary, not the airline).
  {
    category: 'income',
    pattern:
      /SALARY|PAYROLL|\bWAGES?\b|\bSAL\b|DIRECT DEP|PAYCHECK|STIPEND|N[OÓ]MINA|GEHALT|\bLOHN|SALARIO|VENCIMENTO|SALAIRE|\bPAIE\b|STIPENDIO|SALARIS|\bLOON\b|WYNAGRODZENIE|\bPENSJA|\bGAJI\b|給与|給料|賞与|MUNKABER|\bLON\b|\bPALKKA|KINDERGELD|FAMILIENKASSE|\bCAF ALLOC|CENTRELINK|\bPENSION|RENTENVERSICHERUNG|RENTENZAHLUNG|\bBENEFITS?\b|\bDWP\b|משכורת/,
    only: 'credits',
  },
  // Interest before fees: "INTEREST CHARGED" names a charge, and is interest.
  { category: 'interest-charged', pattern: INTEREST, only: 'debits' },
  { category: 'interest-earned', pattern: INTEREST, only: 'credits' },
  { category: 'fees', pattern: BANK_FEES },
  { category: 'cash', pattern: CASH_WITHDRAWAL },
];

/** A bare fee word: a bank fee only when nothing else in the line says what it paid for. */
const OTHER_FEES: CategoryRule = { category: 'fees', pattern: /\bFEES?\b|\bCHARGES?\b/ };

export const AFTER_MERCHANT: readonly CategoryRule[] = [
  {
    category: 'rent',
    pattern:
      /\bRENT\b|\bRENTALS\b|\bLANDLORD|\bLEASE\b|ALUGUE[LR]|ALQUILER|\bARRIENDO|MIETE\b|MIETZINS|\bRENTA (?:DE )?(?:DEPTO|DEPARTAMENTO|CASA|LOCAL)|\bRENDA (?:DA |DE )?(?:CASA|HABITACAO|APARTAMENTO|QUARTO)|CONDOMINIO|\bNEBENKOSTEN|שכר דירה|\bLOYER|AFFITTO|\bHUUR\b|CZYNSZ|\bSEWA (?:RUMAH|KOS|APARTEMEN)|\bKOS-?KOSAN|家賃|賃料|ヤチン|LAKBER|BERLETI DIJ|\bHYRA\b|HUSLEIE|HUSLEJE|\bVUOKRA|NAJEMNE|\bKIRA\b|KIRAYA/,
  },
  {
    category: 'taxes',
    pattern:
      /\bTAX(?:ES)?\b|\bIOF\b|\bCTAX\b|\bSTEUER|\bIMPUESTO|\bIMPOSTO|\bIMPOTS?\b|\bIMPOSTE\b|\bBELASTING|\bPODATEK|\bPAJAK\b|\bADO\b|\bSKATT?\b|\bVERO\b|税/,
  },
  {
    category: 'insurance',
    pattern:
      /INSURANCE|ASSURANCE|VERSICHERUNG|\bSEGUROS?\b|ASSICURAZION|VERZEKERING|UBEZPIECZEN|ASURANSI|保険|BIZTOSIT|FORSAKRING|FORSIKRING|VAKUUTUS|POJISTEN|SIGORTA/,
  },
  {
    category: 'personal-care',
    pattern:
      /\bGYM\b|FITNESS|\bYOGA|PILATES|CROSSFIT|\bSALON\b|BARBER|\bSPA\b|HAIRDRESS|FRISEUR|COIFFEUR|PELUQUERIA|PARRUCCHIER|\bKAPPER|FRYZJER|ACADEMIA|GIMNASIO|PALESTRA|美容|ジム/,
  },
  {
    category: 'health',
    pattern:
      /PHARMAC|CHEMIST|DRUG ?STORE|HOSPITAL|CLINIC|DOCTOR|DENTAL|DENTIST|MEDICAL|APOTHEKE|FARMACIA|PHARMACIE|APOTHEEK|APTEKA|DROGARIA|GYOGYSZER|\bAPOTEK|APTEEKKI|LEKARNA|ECZANE|薬局|ドラッグ|クリニック|病院|\bKLINIK|\bARZT|\bMEDICO\b/,
  },
  {
    category: 'education',
    pattern:
      /SCHOOL|UNIVERSITY|COLLEGE|TUITION|\bCOURSE|\bSCHULE|UNIVERSIDAD|UNIVERSIDADE|\bESCOLA|\bESCUELA|\bECOLE|\bSCUOLA|\bSZKOLA|UNIVERSITAS|学校|学費|\bSEKOLAH/,
  },
  {
    category: 'groceries',
    pattern:
      /GROCER|SUPERMARKET|HYPERMARKET|SUPERMART|KIRANA|\b(?:MINI ?)?MART\b|\bPANTRY|PROVISION|COLD STORAGE|FAIRPRICE|SUPERMERCADO|SUPERMERCATO|SUPERMARCHE|SUPERMARKT|LEBENSMITTEL|HIPERMERCADO|SPOZYWCZ|ELELMISZER|スーパー|SWALAYAN|MERCEARIA|ALIMENTACION|EPICERIE|ABARROTES|DAGLIGVARE|\bMARKET\b/,
  },
  {
    category: 'dining',
    pattern:
      /RESTAURANT|\bCAFE|COFFEE|PIZZ|BURGER|\bGRILL|\bDINER\b|KITCHEN|\bPHO\b|SUSHI|BISTRO|BAKERY|\bTACO|\bEATS\b|\bFOOD(?:S|IE)?\b|DHABA|\bPUB\b|EATERY|\bDELI\b|\bGRUB\b|\bFEAST\b|CULINARY|DRIVE[- ]?THRU|CANTEEN|BRASSERIE|HAWKER|RESTAURANTE|RISTORANTE|TRATTORIA|LANCHONETE|PADARIA|\bBAR\b|GASTSTATTE|\bWARUNG|\bRUMAH MAKAN|BACKEREI|BOULANGERIE|PANADERIA|PANIFICIO|BAKKERIJ|PIEKARNIA|CONFISERIE|CAFETERIA|ESPRESSO|\bKAHVE|\bLOKANTA|\bKEBAP|\bRESTORAN|BRAUHAUS|GASTHAUS|GASTHOF|WIRTSHAUS|KNEIPE|BIERGARTEN|IMBISS|CERVECERIA|CERVEJARIA|TABERNA|\bTASCA|MARISQUERIA|\bASADOR\b|CHURRASCARIA|OSTERIA|TAVERNA|TAQUERIA|CANTINA|STEAKHOUSE|NOODLE|\bRAMEN\b|KEBAB|\bDONER\b|KAWIARNIA|CUKIERNIA|RESTAURACJA|PIEROGARNIA|PASTELARIA|CONFEITARIA|SORVETERIA|HELADERIA|GELATERIA|EISCAFE|PATISSERIE|CREPERIE|\bBOTECO|レストラン|カフェ|居酒屋/,
  },
  {
    category: 'subscriptions',
    pattern:
      /SUBSCRIPTION|MEMBERSHIP|(?<!INSURANCE )PREMIUM|STREAMING|ABONNEMENT|ASSINATURA|SUSCRIPCION|ABBONAMENTO|ABONAMENT|MITGLIEDSBEITRAG|MITGLIEDSCHAFT|LIDMAATSCHAP|CUOTA DE SOCIO|MENSALIDADE|サブスク/,
  },
  {
    category: 'entertainment',
    pattern:
      /CINEMA|\bMOVIES?\b|THEATRE|THEATER|CONCERT|BOWLING|\bKINO\b|\bCINE\b|MUSEUM|\bZOO\b|映画/,
  },
  {
    category: 'telecoms',
    pattern:
      /RECHARGE|PREPAID|POSTPAID|BROADBAND|TELECOM|\bDTH\b|AIRTIME|MOBILE BILL|\bINTERNET\b|\bRECARGA|\bRICARICA|DOLADOWANIE|\bPULSA\b|携帯|通信料/,
    // Money in that names the internet or power is no bill ("PAYMENT - DBS INTERNET").
    only: 'debits',
  },
  {
    category: 'utilities',
    pattern:
      /ELECTRICITY|\bELECTRIC\b|\bPOWER\b|WATER BILL|GAS BILL|UTILIT|\bSTROM\b|\bWASSER|ELEKTRIZITA(?:E)?T|\bHYDRO\b|スイドウ|デンキ|ELECTRICIDAD|\bCONTA DE (?:LUZ|AGUA)|\bENERGIA\b|ELECTRICITE|\bBOLLETTA|\bPRAD\b|電気|水道|ガス料金|\bLISTRIK|DOGALGAZ|\bELEKTRIK\b|\bELRAKNING|\bAGUA\b|\bENERGY\b/,
    // Money in that names the internet or power is no bill ("PAYMENT - DBS INTERNET").
    only: 'debits',
  },
  {
    category: 'fuel',
    pattern:
      /\bFUEL|PETROL\b|PETROLEUM\b|DIESEL|GASOLINE|GAS STATION|\bGAS STN|\bPOSTO\b|COMBUSTIVEL|GASOLINERA|GASOLINA|CARBURANT|STATION SERVICE|TANKSTELLE|\bBENZIN|CARBURANTE|DISTRIBUTORE|TANKSTATION|STACJA PALIW|\bPALIW|BENZYNA|\bSPBU\b|ガソリン|\bBENSIN|\bBENSINSTASJON/,
  },
  {
    category: 'parking',
    pattern:
      /PARKING|\bTOLL|PARKHAUS|\bPEAGE|ESTACIONAMENT|APARCAMIENTO|PARCHEGGIO|PARKEER|PARKOWANIE|AUTOPISTA|AUTOROUTE|\bMAUT\b|PEDAGIO|駐車場/,
  },
  {
    category: 'public-transport',
    pattern:
      /\bMETRO\b(?! BANK| ?#\d| INC)|TRANSIT|\bBUS\b|\bTRAM\b|SUBWAY FARE|\bONIBUS|\bAUTOBUS|\bNAHVERKEHR|\bOV\b|KOMUNIKACJA|\bMRT\b|\bLRT\b|\bKRL\b|地下鉄|バス/,
  },
  {
    category: 'taxis',
    pattern: /TAXI|\bCABS?\b|\bTAKSI|タクシー/,
  },
  {
    category: 'flights',
    pattern: /AIRLINE|AIRWAYS|FLIGHT|AEROLINEA|LINEAS AEREAS|COMPANHIA AEREA|\bAIRPORT|航空/,
  },
  {
    category: 'rail',
    pattern: /RAILWAY|\bTRAIN|\bRAIL\b|\bTREN\b|\bTRENO|\bZUG\b|\bKERETA|\bCOMBOIO|鉄道|新幹線/,
  },
  {
    category: 'lodging',
    pattern:
      /\bHOTEL|\bHOSTEL|\bMOTEL|\bRESORT|\bPOUSADA|HOSPEDAGEM|ALOJAMIENTO|UNTERKUNFT|HEBERGEMENT|\bALBERGO|\bPENGINAPAN|ホテル|旅館/,
  },
  {
    category: 'travel',
    pattern: /TRAVEL AGENCY|\bVIAGENS?\b|\bVIAJES\b|REISEBURO|AGENCE DE VOYAGE/,
  },
  { category: 'transport', pattern: /AUTO PARTS|CAR ?WASH/ },
  OTHER_FEES,
  {
    category: 'shopping',
    // Not "MALL": where a shop stands, not what it sells ("TOAST BOX TAMPINES MALL" is a café).
    pattern: /\bSTORES?\b|\bSHOP\b|\bRETAIL|FASHION|ELECTRONICS/,
  },
  {
    category: 'transfers',
    pattern:
      /\bNEFT\b|\bIMPS\b|\bRTGS\b|TRANSFER|\bTFR\b|\bXFER\b|ZELLE|VENMO|STANDING ORDER|\bPYMT\b|PAYMENT.*THANK|AUTOPAY|365 ONLINE|BERWEISUNG|TRANSFERENCIA|TRASPASO|BIZUM|\bPIX\b|\bTED\b|VIREMENT|BONIFICO|OVERBOEKING|OVERSCHRIJVING|\bSWISH\b|\bFAST (?:GELEN|GIDEN)\b|\bHAVALE\b|\bEFT\b|\bAPP PAYMENT\b|\bINTERAC\b|VIREMENT INTERAC|PRZELEW|ATUTALAS|\bTWINT\b|\bOSKO\b|\bSPEI\b|\bSEPA CT\b|INWARD TT|\bVIR\b|FUNDS RECEIVED FROM|CUSTOMER TRANSFER|振込|(?<!口座)振替/,
  },
];
