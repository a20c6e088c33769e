import { WAVE_FOUR_MERCHANTS } from './merchants-wave-four';
/**
 * Who a made-up account holder pays and is paid by, per country: shops and restaurants, bills
 * and transfers out, and incomes. Real chains' and utilities' names, in their own spelling, so
 * descriptions carry the accents, apostrophes, ampersands and scripts real statements carry.
 */
export interface Merchants {
  shops: readonly string[];
  bills: readonly string[];
  incomes: readonly string[];
}

// prettier-ignore
export const MERCHANTS = {
  us: {
    shops: ['WHOLE FOODS MARKET #10234', 'STARBUCKS STORE 08812', 'AMAZON.COM*2K4L91 AMZN.COM/BILL', 'TARGET 00012345', 'SHELL OIL 57444', "TRADER JOE'S #552", 'UBER *TRIP HELP.UBER.COM', 'CVS/PHARMACY #04421', 'CHIPOTLE 1932', 'HOME DEPOT #6612'],
    bills: ['COMCAST CABLE COMM', 'VERIZON WIRELESS PAYMENTS', 'GEICO AUTO INSURANCE', 'ZELLE TO JOHNSON R', 'CON EDISON BILL PAY', 'CHECK #1042', 'NETFLIX.COM'],
    incomes: ['ACME CORP PAYROLL PPD', 'VENMO CASHOUT', 'IRS TREAS 310 TAX REF', 'ZELLE FROM GARCIA M'],
  },
  uk: {
    shops: ['TESCO STORES 3321', "SAINSBURY'S S/MKT", 'PRET A MANGER', 'TFL TRAVEL CH', 'BOOTS 1132', 'M&S SIMPLY FOOD', 'COSTA COFFEE 43011', 'DELIVEROO', 'WAITROSE 712', 'GREGGS PLC'],
    bills: ['BRITISH GAS', 'THAMES WATER', 'COUNCIL TAX LBH', 'VIRGIN MEDIA', 'EE LIMITED', 'TV LICENCE MBP', 'RENT - FLAT 4B'],
    incomes: ['SALARY ACME LTD', 'HMRC TAX REFUND', 'TRANSFER FROM J SMITH', 'INTEREST PAID'],
  },
  in: {
    shops: ['UPI/SWIGGY/412233', 'POS BIGBAZAAR KORAMANGALA', 'UPI/ZOMATO/881273', 'AMAZON PAY INDIA', 'POS RELIANCE FRESH', 'UPI/OLA CABS/55231', 'IRCTC ETICKET', 'DMART AVENUE'],
    bills: ['BESCOM ELECTRICITY', 'AIRTEL POSTPAID', 'LIC PREMIUM', 'NEFT-RENT-S KUMAR', 'ATM WDL SBI MG ROAD', 'TATA PLAY DTH'],
    incomes: ['NEFT-SALARY-INFOSYS LTD', 'IMPS-REFUND-FLIPKART', 'INT.PD:01-03-2024 TO 31-03', 'UPI/FROM PRIYA SHARMA'],
  },
  de: {
    shops: ['REWE Markt GmbH', 'EDEKA Müller', 'Lidl sagt Danke', 'dm-drogerie markt', 'Rossmann 2231', 'Bäckerei Schäfer', 'DB Vertrieb GmbH', 'ARAL Tankstelle', 'MediaMarkt Köln', 'Café Süß & Sauer'],
    bills: ['Stadtwerke München', 'Vodafone GmbH', 'Allianz Versicherungs-AG', 'Miete Wohnung Großmann', 'Rundfunk ARD ZDF', 'Telekom Deutschland'],
    incomes: ['Gehalt Muster AG', 'Finanzamt Erstattung', 'Überweisung Jörg Weiß', 'Kindergeld Familienkasse'],
  },
  nl: {
    shops: ['Albert Heijn 1083', 'Jumbo Supermarkten', 'HEMA Utrecht', 'NS Reizigers', 'Kruidvat 7712', 'Bol.com', "Café 't Hoekje", 'Etos 331', 'Gall & Gall'],
    bills: ['Eneco Services', 'Ziggo B.V.', 'Zilveren Kruis', 'Huur Woonstichting', 'Belastingdienst', 'KPN B.V.'],
    incomes: ['Salaris Voorbeeld B.V.', 'Zorgtoeslag Belastingdienst', 'Tikkie van Jan de Vries', 'Terugbetaling Coolblue'],
  },
  fr: {
    shops: ['CARREFOUR MARKET', 'MONOPRIX PARIS 11', 'BOULANGERIE DU MARCHÉ', 'SNCF INTERNET', 'FNAC LYON', "L'OCCITANE", 'PHARMACIE DES ÉCOLES', 'LECLERC DRIVE', 'PICARD SURGELÉS'],
    bills: ['EDF CLIENTS PARTICULIERS', 'ORANGE SA', 'FREE MOBILE', 'LOYER APPARTEMENT', 'MAIF ASSURANCE', 'IMPOTS.GOUV'],
    incomes: ['VIR SALAIRE ACME SAS', 'CAF ALLOCATIONS', 'VIR DE M. LEFÈVRE', 'REMBT CPAM'],
  },
  es: {
    shops: ['MERCADONA VALENCIA', 'EL CORTE INGLÉS', 'CARREFOUR EXPRESS', 'RENFE VIAJEROS', 'FARMACIA LÓPEZ', 'ZARA ESPAÑA', 'CAFETERÍA LA ÑORA', 'DÍA SUPERMERCADO'],
    bills: ['IBERDROLA CLIENTES', 'MOVISTAR TELEFÓNICA', 'ALQUILER PISO', 'MAPFRE SEGUROS', 'CANAL ISABEL II', 'BIZUM A LUCÍA'],
    incomes: ['NÓMINA EMPRESA S.L.', 'BIZUM DE PABLO', 'DEVOLUCIÓN HACIENDA', 'TRANSFERENCIA RECIBIDA'],
  },
  it: {
    shops: ['ESSELUNGA MILANO', 'CONAD CITY', 'TRENITALIA', 'BAR PASTICCERIA DELL’ANGELO', 'FARMACIA SAN MARCO', 'COOP ALLEANZA 3.0', 'AUTOGRILL A1', 'IPER LA GRANDE I'],
    bills: ['ENEL ENERGIA', 'TIM S.P.A.', 'AFFITTO APPARTAMENTO', 'A2A CICLO IDRICO', 'ASSICURAZIONE UNIPOL', 'F24 AGENZIA ENTRATE'],
    incomes: ['STIPENDIO ACME SRL', 'BONIFICO DA ROSSI MARIO', 'RIMBORSO 730', 'SATISPAY DA GIULIA'],
  },
  br: {
    shops: ['PAO DE ACUCAR', 'IFOOD *RESTAURANTE', 'UBER DO BRASIL', 'DROGASIL 1221', 'MERCADO LIVRE', 'PADARIA SÃO JOÃO', 'POSTO IPIRANGA', 'CARREFOUR HIPER'],
    bills: ['ENEL DISTRIBUIÇÃO SP', 'VIVO TELEFÔNICA', 'ALUGUEL APTO', 'SABESP', 'PIX ENVIADO MARIA S', 'BOLETO CONDOMÍNIO'],
    incomes: ['SALARIO ACME LTDA', 'PIX RECEBIDO JOÃO', 'RESGATE CDB', 'TED RECEBIDA'],
  },
  pl: {
    shops: ['BIEDRONKA 3312 WARSZAWA', 'ŻABKA Z4412', 'LIDL ŁÓDŹ', 'ROSSMANN 112', 'ORLEN STACJA 551', 'ALLEGRO.PL', 'PIEKARNIA GRZEGÓRZKI', 'JAKDOJADE.PL'],
    bills: ['PGE OBRÓT S.A.', 'ORANGE POLSKA', 'CZYNSZ MIESZKANIE', 'PZU S.A.', 'UPC POLSKA', 'PRZELEW DO K. NOWAK'],
    incomes: ['WYNAGRODZENIE ACME SP. Z O.O.', 'ZWROT PODATKU US', 'BLIK OD JANA', 'PRZELEW OD MAŁGORZATY'],
  },
  nordic: {
    shops: ['ICA Nära Södermalm', 'Coop Extra', 'REMA 1000', 'Netto Østerbro', 'SL Access', 'Apotek Hjärtat', 'K-Market Töölö', 'Kiwi Grünerløkka', 'Systembolaget'],
    bills: ['Vattenfall AB', 'Telia Company', 'Husleie Mai', 'If Skadeförsikring', 'Ørsted Salg', 'Elisa Oyj'],
    incomes: ['Lön Exempel AB', 'Lønn Eksempel AS', 'Swish från Åsa', 'Skatteåterbäring'],
  },
  ch: {
    shops: ['Migros Zürich HB', 'Coop Pronto Bern', 'SBB CFF FFS', 'Denner Basel', "Confiserie Sprüngli", 'Manor Genève', 'Apotheke Zur Rose'],
    bills: ['EWZ Elektrizitätswerk', 'Swisscom (Schweiz) AG', 'Mietzins Wohnung', 'CSS Krankenversicherung', 'Serafe AG'],
    incomes: ['Lohn Muster AG', 'Rückerstattung Steueramt', 'TWINT von Lukas', 'Zins'],
  },
  ro: {
    shops: ['KAUFLAND BUCURESTI', 'MEGA IMAGE 0412', 'LIDL ROMANIA', 'CATENA FARMACIE', 'OMV PETROM', 'EMAG.RO', 'CARTURESTI'],
    bills: ['ENEL ENERGIE MUNTENIA', 'DIGI RCS RDS', 'CHIRIE APARTAMENT', 'ENGIE ROMANIA', 'ORANGE ROMANIA'],
    incomes: ['SALARIU ACME SRL', 'TRANSFER DE LA ANDREI', 'RAMBURSARE ANAF', 'DOBANDA'],
  },
  id: {
    shops: ['INDOMARET CIKINI', 'ALFAMART KEMANG', 'GOJEK GOPAY', 'TOKOPEDIA', 'SHOPEE INDONESIA', 'KOPI KENANGAN', 'GRAB*FOOD', 'HYPERMART'],
    bills: ['PLN PASCABAYAR', 'TELKOMSEL HALO', 'BPJS KESEHATAN', 'SEWA KOS', 'TRSF E-BANKING DB BUDI'],
    incomes: ['GAJI PT CONTOH', 'TRSF E-BANKING CR SITI', 'BUNGA', 'KR OTOMATIS'],
  },
  th: {
    shops: ['7-ELEVEN สาขา 1234', 'แม็คโคร บางนา', 'BTS SKYTRAIN', 'GRAB* TRANSPORT', 'ท็อปส์ มาร์เก็ต', 'SHOPEE PAY', 'Central Food Hall'],
    bills: ['การไฟฟ้านครหลวง', 'TRUE MOVE H', 'ค่าเช่าคอนโด', 'AIS FIBRE', 'โอนเงินให้ สมชาย'],
    incomes: ['เงินเดือน บริษัท ตัวอย่าง จำกัด', 'รับโอนจาก สมหญิง', 'ดอกเบี้ย', 'PROMPTPAY IN'],
  },
  intl: {
    shops: ['Amazon Marketplace', 'Uber Eats', 'Apple.com/bill', 'Booking.com', 'Spotify AB', 'IKEA', 'Airbnb * HMQ2', 'Zalando SE'],
    bills: ['To Anna Kowalska', 'Transfer to Savings', 'Google Workspace', 'Vodafone', 'Rent March'],
    incomes: ['Payment from Acme Ltd', 'Top-Up by *1234', 'Refund from Zalando', 'Transfer from John'],
  },
  // The second wave's countries (layouts/wave-two-*.ts): added after the first, never changing them.
  au: {
    shops: ['WOOLWORTHS 1234 SYDNEY', 'COLES 0456 MELBOURNE', 'ALDI STORES - BONDI', 'BWS LIQUOR 2231', 'OPAL TRAVEL CARD', 'MCDONALDS NEWTOWN', 'CHEMIST WAREHOUSE 412', 'BUNNINGS 3321', 'UBER *EATS HELP.UBER.COM'],
    bills: ['AGL SALES PTY LTD', 'TELSTRA BPAY', 'ORIGIN ENERGY', 'RENT - RAY WHITE', 'MEDIBANK PRIVATE', 'OSKO PAYMENT TO J CITIZEN'],
    incomes: ['SALARY ACME PTY LTD', 'ATO TAX REFUND', 'OSKO DEPOSIT FROM S NGUYEN', 'CENTRELINK'],
  },
  nz: {
    shops: ['COUNTDOWN PONSONBY', 'PAK N SAVE ALBANY', 'NEW WORLD THORNDON', 'Z ENERGY QUAY ST', 'THE WAREHOUSE 132', 'HELLO FRESH NZ', 'AT HOP TOP UP', 'MITRE 10 MEGA'],
    bills: ['MERCURY NZ LTD', 'SPARK NZ', 'WATERCARE SERVICES', "RENT - O'BRIEN PROPERTY", 'SOUTHERN CROSS HEALTH', 'KIWISAVER CONTRIB'],
    incomes: ['ACME NZ LTD SALARY', 'IRD REFUND', 'TRANSFER FROM T NGATA', 'INTEREST CREDIT'],
  },
  sg: {
    shops: ['NTUC FAIRPRICE', 'COLD STORAGE', 'SHENG SIONG', 'GRAB *RIDE', 'BUS/MRT 123456789', 'TOAST BOX', 'GUARDIAN HEALTH', 'SHOPEE SINGAPORE'],
    bills: ['SP SERVICES', 'SINGTEL', 'STARHUB', 'TOWN COUNCIL S&CC', 'AIA SINGAPORE', 'PAYNOW TO TAN WEI MING'],
    incomes: ['SALARY ACME PTE LTD', 'PAYNOW FROM LIM SIEW LING', 'IRAS REFUND', 'INTEREST EARNED'],
  },
  my: {
    shops: ['MYDIN MART', 'JAYA GROCER', '99 SPEEDMART', 'TNG EWALLET RELOAD', 'GRABFOOD', 'PETRONAS SUBANG', 'WATSONS MIDVALLEY', 'SHOPEE MALAYSIA'],
    bills: ['TENAGA NASIONAL', 'UNIFI TM', 'MAXIS', 'AIR SELANGOR', 'ASTRO', 'IBG TRANSFER TO AHMAD'],
    incomes: ['GAJI ACME SDN BHD', 'DUITNOW FROM SITI AISYAH', 'LHDN REFUND', 'HIBAH'],
  },
  ph: {
    shops: ['SM SUPERMARKET MEGAMALL', 'PUREGOLD', 'JOLLIBEE', 'MERCURY DRUG', 'GRAB PH', 'BEEP CARD RELOAD', 'SHOPEE PH', '7-ELEVEN'],
    bills: ['MERALCO', 'PLDT', 'GLOBE TELECOM', 'MAYNILAD', 'SSS CONTRIBUTION', 'INSTAPAY TO JUAN DELA CRUZ'],
    incomes: ['PAYROLL ACME PHILS INC', 'INSTAPAY FROM MARIA SANTOS', 'INTEREST EARNED', 'BIR TAX REFUND'],
  },
  za: {
    shops: ['WOOLWORTHS SANDTON CITY', 'PICK N PAY CLAREMONT', 'CHECKERS HYPER MENLYN', 'SHOPRITE SOWETO', 'ENGEN KILLARNEY', 'UBER SA', 'DIS-CHEM ROSEBANK', "NANDO'S MELROSE"],
    bills: ['CITY OF JOBURG', 'VODACOM', 'DISCOVERY HEALTH', 'MTN DEBIT ORDER', 'ESKOM PREPAID', 'DSTV MULTICHOICE'],
    incomes: ['SALARY ACME (PTY) LTD', 'SARS REFUND', 'EFT FROM T MOKOENA', 'INTEREST'],
  },
  ke: {
    shops: ['Merchant Payment to 528391 - NAIVAS SUPERMARKET', 'Merchant Payment to 712233 - JAVA HOUSE', 'Buy Goods to 300144 - CARREFOUR TWO RIVERS', 'Merchant Payment to 881100 - QUICKMART', 'Buy Goods to 412901 - ROTICH MAMA MBOGA'],
    bills: ['Pay Bill to 888880 - KPLC PREPAID Acc. 37192831', 'Pay Bill to 444400 - NAIROBI WATER', 'Customer Transfer to 0722***418 - JOHN KAMAU', 'Pay Bill to 200999 - SAFARICOM HOME FIBRE', 'Pay Bill to 247247 - EQUITY BANK Acc. 0120'],
    incomes: ['Funds received from 0711***902 - GRACE WANJIRU', 'Business Payment from 3012345 - ACME KENYA LTD via API', 'Deposit of Funds at Agent Till 112233 - WESTLANDS', 'Funds received from 0733***118 - PETER OTIENO'],
  },
  ng: {
    shops: ['POS PURCHASE SHOPRITE LEKKI', 'WEB PURCHASE JUMIA NG', 'POS PURCHASE SPAR IKEJA', 'BOLT RIDE LAGOS', 'CHICKEN REPUBLIC VI', 'POS PURCHASE TOTALENERGIES'],
    bills: ['DSTV SUBSCRIPTION', 'IKEDC PREPAID TOKEN', 'MTN AIRTIME VTU', 'NIP TRANSFER TO CHIDI OKAFOR', 'RENT - ADEBAYO PROPERTIES'],
    incomes: ['SALARY ACME NIGERIA LTD', 'NIP TRANSFER FROM AMAKA EZE', 'REVERSAL OF FAILED TRANSFER', 'INTEREST PAID'],
  },
  ae: {
    shops: ['CARREFOUR MOE', 'LULU HYPERMARKET', 'TALABAT', 'CAREEM', 'NOON.COM', 'ENOC STATION', 'SPINNEYS JLT', 'RTA NOL TOP UP'],
    bills: ['DEWA', 'ETISALAT', 'DU', 'SALIK', 'RENT CHEQUE', 'TRANSFER TO AHMED KHAN'],
    incomes: ['SALARY ACME FZ LLC', 'IPP FROM SARA ALI', 'CASHBACK REFUND', 'INWARD REMITTANCE'],
  },
  il: {
    shops: ['שופרסל דיל', 'רמי לוי שיווק השקמה', 'סופר-פארם', 'רב-קו', 'ארומה תל אביב', 'וולט', 'פז חברת נפט', 'יוחננוף'],
    bills: ['חברת החשמל', 'בזק', 'ארנונה עיריית ת"א', 'שכר דירה', 'מי אביבים', 'הראל ביטוח'],
    incomes: ['משכורת', 'ביט מאת דנה כהן', 'ביטוח לאומי', 'העברה מאת יוסי לוי'],
  },
  ie: {
    shops: ['TESCO IRELAND', 'DUNNES STORES', 'CENTRA BAGGOT ST', 'SUPERVALU RANELAGH', 'LEAP CARD TOPUP', "BEWLEY'S GRAFTON ST", 'PENNEYS MARY ST', 'CIRCLE K NAAS RD'],
    bills: ['ELECTRIC IRELAND', 'EIR', 'VIRGIN MEDIA IRELAND', 'BORD GAIS ENERGY', 'VHI HEALTHCARE', 'RENT JAN'],
    incomes: ['SALARY ACME IRELAND', 'REVENUE COMMISSIONERS', 'SEPA CT FROM SEAN MURPHY', 'REVOLUT TOPUP REFUND'],
  },
  at: {
    shops: ['BILLA DANKT 1234', 'SPAR Wien Mitte', 'HOFER DANKT', 'OMV Tankstelle Graz', 'dm drogerie markt Linz', 'Wiener Linien Ticket', 'ÖBB Personenverkehr', 'Café Sacher Wien'],
    bills: ['Wien Energie GmbH', 'A1 Telekom Austria AG', 'Magenta Telekom', 'Miete Wohnung Österreicher', 'GIS Gebühren Info Service', 'UNIQA Versicherungen AG'],
    incomes: ['Gehalt Beispiel GmbH', 'Finanzamt Österreich', 'Überweisung Müller Jürgen', 'Familienbeihilfe'],
  },
  be: {
    shops: ['DELHAIZE BRUXELLES', 'COLRUYT HALLE', 'CARREFOUR MARKET LIÈGE', 'AD DELHAIZE GENT', 'NMBS/SNCB', 'KRUIDVAT ANTWERPEN', 'BRICO DRUIVENSTREEK', 'LE PAIN QUOTIDIEN'],
    bills: ['ENGIE ELECTRABEL', 'PROXIMUS', 'TELENET', 'HUUR APPARTEMENT', 'MUTUALITÉ CHRÉTIENNE', 'VIVAQUA'],
    incomes: ['SALAIRE EXEMPLE SA', 'LOON VOORBEELD NV', 'REMBOURSEMENT SPF FINANCES', 'OVERSCHRIJVING VAN AN PEETERS'],
  },
  cz: {
    shops: ['ALBERT HM PRAHA', 'LIDL ČESKÁ REPUBLIKA', 'BILLA SPOL. S R.O.', 'ROHLIK.CZ', 'DM DROGERIE MARKT', 'PID LÍTAČKA', 'ČEPRO BENZINA', 'KAVÁRNA SLAVIA'],
    bills: ['ČEZ PRODEJ A.S.', 'T-MOBILE CZECH REPUBLIC', 'PRAŽSKÉ VODOVODY', 'NÁJEM BYT VINOHRADY', 'VZP ČR', 'O2 CZECH REPUBLIC'],
    incomes: ['MZDA VZOR S.R.O.', 'FINANČNÍ ÚŘAD VRATKA', 'PŘEVOD OD JANA NOVÁKOVÁ', 'ÚROK'],
  },
  hu: {
    shops: ['ALDI 123. SZ. BUDAPEST', 'SPAR MAGYARORSZÁG', 'TESCO ÁRUHÁZ BUDAÖRS', 'BKK AUTOMATA', 'ROSSMANN 112', 'MOL TÖLTŐÁLLOMÁS', 'LIBRI KÖNYVESBOLT', 'WOLT HUNGARY'],
    bills: ['MVM NEXT ENERGIAKERESKEDELMI', 'TELEKOM NYRT', 'FŐTÁV ZRT', 'LAKBÉR ALBÉRLET', 'DÍJNET ZRT', 'VODAFONE MAGYARORSZÁG'],
    incomes: ['MUNKABÉR PÉLDA KFT', 'NAV ADÓVISSZATÉRÍTÉS', 'ÁTUTALÁS KOVÁCS ÉVA', 'KAMATJÓVÁÍRÁS'],
  },
  gr: {
    shops: ['ΣΚΛΑΒΕΝΙΤΗΣ ΑΘΗΝΑ', 'ΑΒ ΒΑΣΙΛΟΠΟΥΛΟΣ', 'MASOUTIS ΘΕΣΣΑΛΟΝΙΚΗ', 'E-FOOD.GR', 'ΟΑΣΑ ΕΙΣΙΤΗΡΙΑ', 'ΦΑΡΜΑΚΕΙΟ ΠΑΠΑΔΟΠΟΥΛΟΥ', 'EKO ΠΡΑΤΗΡΙΟ', 'ΓΡΗΓΟΡΗΣ ΜΙΚΡΟΓΕΥΜΑΤΑ'],
    bills: ['ΔΕΗ ΑΕ', 'COSMOTE', 'ΕΥΔΑΠ', 'ΕΝΟΙΚΙΟ ΔΙΑΜΕΡΙΣΜΑΤΟΣ', 'ΕΦΚΑ ΕΙΣΦΟΡΕΣ', 'VODAFONE ΠΑΝΑΦΟΝ'],
    incomes: ['ΜΙΣΘΟΔΟΣΙΑ ACME ΑΕ', 'ΕΠΙΣΤΡΟΦΗ ΦΟΡΟΥ ΑΑΔΕ', 'IRIS ΑΠΟ ΝΙΚΟΛΑΟΥ', 'ΤΟΚΟΙ'],
  },
  tr: {
    shops: ['MİGROS TİCARET A.Ş.', 'BİM BİRLEŞİK MAĞAZALAR', 'A101 YENİ MAĞAZACILIK', 'ŞOK MARKETLER', 'İSTANBULKART DOLUM', 'TRENDYOL.COM', 'YEMEKSEPETİ', 'SHELL PETROL ÇANKAYA'],
    bills: ['TÜRK TELEKOM', 'İGDAŞ DOĞALGAZ', 'İSKİ SU FATURASI', 'TURKCELL FATURA', 'KİRA ÖDEMESİ', 'ENERJİSA ELEKTRİK'],
    incomes: ['MAAŞ ÖDEMESİ ÖRNEK A.Ş.', 'FAST GELEN AYŞE YILMAZ', 'EFT GELEN MEHMET ÖZ', 'FAİZ'],
  },
  mx: {
    shops: ['OXXO INSURGENTES', 'WALMART SUPERCENTER', 'SORIANA HIPER', 'UBER EATS MX', 'FARMACIAS DEL AHORRO', 'LIVERPOOL PERISUR', 'PEMEX GAS 4412', 'STARBUCKS REFORMA'],
    bills: ['CFE SUMINISTRADOR', 'TELMEX', 'TOTALPLAY', 'RENTA DEPTO', 'IZZI TELECOM', 'SPEI ENVIADO A JOSÉ PÉREZ'],
    incomes: ['NÓMINA EMPRESA S.A. DE C.V.', 'SPEI RECIBIDO DE MARÍA LÓPEZ', 'DEVOLUCIÓN SAT', 'DEPÓSITO EN EFECTIVO'],
  },
  ar: {
    shops: ['COTO CICSA', 'CARREFOUR ARGENTINA', 'DÍA ARGENTINA', 'FARMACITY', 'YPF SERVICENTRO', 'MERCADOLIBRE', 'SUBE CARGA', 'PEDIDOSYA'],
    bills: ['EDENOR', 'AYSA AGUA', 'METROGAS', 'PERSONAL FLOW', 'ALQUILER DPTO', 'OSDE'],
    incomes: ['HABERES ACME S.A.', 'TRANSFERENCIA DE TERCEROS', 'ACREDITACIÓN MERCADO PAGO', 'PLAZO FIJO ACREDITADO'],
  },
  ca: {
    shops: ['TIM HORTONS #2231', 'LOBLAWS #1023', 'SHOPPERS DRUG MART #0812', 'PETRO-CANADA 44512', 'CANADIAN TIRE #123', 'PRESTO AUTOLOAD', 'METRO #112', 'SAQ 23051'],
    bills: ['ROGERS ******1234', 'BELL CANADA', 'HYDRO ONE NETWORKS', 'ENBRIDGE GAS', 'NETFLIX.COM', 'INTACT INSURANCE'],
    incomes: ['PAYROLL ACME CANADA', 'CRA GST CREDIT', 'E-TRANSFER FROM L TREMBLAY', 'INTEREST'],
  },
  jp: {
    shops: ['ｾﾌﾞﾝｲﾚﾌﾞﾝ', 'ﾛｰｿﾝ', 'ﾌｱﾐﾘｰﾏｰﾄ', 'ｱﾏｿﾞﾝ ｼﾞﾔﾊﾟﾝ', 'ﾕﾆｸﾛ', 'ｽｲｶ ﾁﾔｰｼﾞ', 'ｲｵﾝﾘﾃｰﾙ', 'ﾏﾂﾓﾄｷﾖｼ'],
    bills: ['ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ', 'ﾄｳｷﾖｳｶﾞｽ', 'NTTﾄﾞｺﾓ', 'ｽｲﾄﾞｳﾘﾖｳｷﾝ', 'ﾔﾁﾝ ﾀﾅｶﾌﾄﾞｳｻﾝ', '楽天カード'],
    incomes: ['ｷﾕｳﾖ ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ', 'ﾔﾏﾀﾞ ﾊﾅｺ', '利息', 'ｼﾖｳﾖ ｶ)ｻﾝﾌﾟﾙ'],
  },
  kr: {
    shops: ['GS25 역삼점', 'CU 강남대로점', '이마트 성수점', '스타벅스코리아', '쿠팡(주)', '배달의민족', '올리브영 명동점', '카카오T 택시'],
    bills: ['한국전력공사', 'SK텔레콤', '아파트관리비', 'KT 인터넷', '국민건강보험', '월세 김철수'],
    incomes: ['급여 (주)샘플전자', '김민지', '예금이자', '토스 환급'],
  },
  // The third wave's countries (layouts/wave-three-*.ts): added after the second, never changing them.
  cl: {
    shops: ['LIDER EXPRESS PROVIDENCIA', 'JUMBO COSTANERA', 'FARMACIAS AHUMADA', 'COPEC SANTIAGO', 'UNIMARC ÑUÑOA', 'CRUZ VERDE 0231', 'SODIMAC HOMECENTER', 'STARBUCKS COSTANERA'],
    bills: ['ENEL DISTRIBUCION CHILE', 'AGUAS ANDINAS', 'ENTEL PCS', 'VTR BANDA ANCHA', 'ARRIENDO DEPTO', 'TRANSF A JUAN PÉREZ'],
    incomes: ['REMUNERACION ACME SPA', 'TRANSF DE MARÍA GONZÁLEZ', 'DEVOLUCION SII', 'ABONO BONO'],
  },
  co: {
    shops: ['COMPRA EN EXITO CALLE 80', 'COMPRA EN D1 SUBA', 'COMPRA EN RAPPI', 'COMPRA EN CARULLA', 'COMPRA EN TERPEL', 'COMPRA EN JUAN VALDEZ', 'COMPRA EN FALABELLA', 'COMPRA EN CRUZ VERDE'],
    bills: ['PAGO PSE CODENSA', 'PAGO PSE CLARO COLOMBIA', 'PAGO PSE EPM', 'TRANSFERENCIA A NEQUI', 'RETIRO CAJERO CHAPINERO', 'CUOTA MANEJO TARJETA'],
    incomes: ['PAGO DE NOMI ACME SAS', 'TRANSFERENCIA DESDE NEQUI', 'ABONO INTERESES AHORROS', 'CONSIGNACION SUC VIRTUAL'],
  },
  pe: {
    shops: ['PLAZA VEA SAN ISIDRO', 'TOTTUS MIRAFLORES', 'INKAFARMA 0412', 'WONG BENAVIDES', 'RAPPI PERU', 'PRIMAX SURCO', 'TAMBO+ LINCE', 'SAGA FALABELLA'],
    bills: ['LUZ DEL SUR', 'SEDAPAL', 'MOVISTAR PERU', 'PAGO YAPE A ROSA Q.', 'ALQUILER DPTO', 'PACIFICO SEGUROS'],
    incomes: ['HABERES ACME SAC', 'YAPE DE CARLOS', 'CTS DEPOSITO', 'DEVOLUCION SUNAT'],
  },
  ee: {
    shops: ['Rimi Solaris', 'Selver Kristiine', 'Prisma Peremarket', 'Maxima XX Tartu', 'Apotheka', 'Circle K Pärnu mnt', 'Bolt Food', 'Kaubamaja Tallinn'],
    bills: ['Eesti Energia AS', 'Telia Eesti AS', 'Elisa Eesti AS', 'Tallinna Vesi AS', 'Korteriühistu Õismäe 12', 'If P&C Insurance AS'],
    incomes: ['Palk Näidis OÜ', 'Maksu- ja Tolliamet tagastus', 'Ülekanne Mari Tamm', 'Intress'],
  },
  ua: {
    shops: ['Сільпо', 'АТБ', 'Novus', 'Нова пошта', 'WOG', 'Rozetka', 'Аптека АНЦ', 'Glovo'],
    bills: ['Київстар', 'Київводоканал', 'ЙЕ Енергопостачання', 'Оренда квартири', 'Переказ на картку Олени К.', 'Volia'],
    incomes: ['Зарплата ТОВ Приклад', 'Від: Андрій Шевченко', 'Кешбек', 'Повернення коштів'],
  },
  is: {
    shops: ['Bónus Kringlunni', 'Krónan Granda', 'Hagkaup Skeifunni', 'N1 Ártúnshöfða', 'Vínbúðin Heiðrún', 'Lyfja Lágmúla', 'Olís Gullinbrú', 'Te & Kaffi'],
    bills: ['Orkuveita Reykjavíkur', 'Síminn hf.', 'Vodafone Ísland', 'Húsaleiga Þórs', 'Sjóvá-Almennar', 'Millifærsla Guðrún'],
    incomes: ['Laun Dæmi ehf.', 'Skatturinn endurgreiðsla', 'Millifærsla frá Þórði', 'Vextir'],
  },
  hr: {
    shops: ['KONZUM ZAGREB 0412', 'LIDL HRVATSKA', 'SPAR ŠUBIĆEVA', 'INA BENZINSKA POSTAJA', 'DM DROGERIE MARKT', 'TISAK D.O.O.', 'PLODINE SPLIT', 'BIPA ILICA'],
    bills: ['HEP ELEKTRA D.O.O.', 'HRVATSKI TELEKOM', 'VODOOPSKRBA I ODVODNJA', 'NAJAM STANA', 'A1 HRVATSKA', 'ZAGREBAČKI HOLDING'],
    incomes: ['PLAĆA PRIMJER D.O.O.', 'POVRAT POREZA', 'UPLATA OD IVANA HORVATA', 'KAMATA'],
  },
  bg: {
    shops: ['БИЛЛА БЪЛГАРИЯ', 'КАУФЛАНД СОФИЯ', 'ЛИДЛ БЪЛГАРИЯ', 'ФАНТАСТИКО', 'SOPHARMACY', 'OMV БЪЛГАРИЯ', 'EMAG.BG', 'ДМ ДРОГЕРИ'],
    bills: ['ЧЕЗ ЕЛЕКТРО', 'СОФИЙСКА ВОДА', 'А1 БЪЛГАРИЯ', 'ТОПЛОФИКАЦИЯ СОФИЯ', 'НАЕМ АПАРТАМЕНТ', 'ПРЕВОД КЪМ ИВАН ПЕТРОВ'],
    incomes: ['ЗАПЛАТА ПРИМЕР ЕООД', 'ПРЕВОД ОТ МАРИЯ ГЕОРГИЕВА', 'ЛИХВА', 'ВЪЗСТАНОВЕН ДДС'],
  },
  cn: {
    shops: ['美团外卖', '盒马鲜生', '滴滴出行', '瑞幸咖啡', '京东商城', '全家便利店', '屈臣氏', '拼多多'],
    bills: ['国家电网', '中国移动', '物业管理费', '房租-张伟', '燃气费', '爱奇艺会员'],
    incomes: ['工资-示例科技有限公司', '转账-李娜', '余额宝收益', '退款-淘宝'],
  },
  vn: {
    shops: ['WINMART NGUYEN TRAI', 'CIRCLE K HA NOI', 'GRAB VIETNAM', 'HIGHLANDS COFFEE', 'SHOPEE VN', 'BACH HOA XANH', 'PHARMACITY', 'CO.OPMART Q1'],
    bills: ['EVN HA NOI TIEN DIEN', 'VIETTEL TELECOM', 'NUOC SACH HA NOI', 'TIEN NHA THANG', 'CHUYEN KHOAN DEN NGUYEN VAN A', 'FPT TELECOM'],
    incomes: ['LUONG CONG TY TNHH VI DU', 'NGUYEN THI B CHUYEN TIEN', 'TRA LAI TIEN GUI', 'HOAN TIEN SHOPEE'],
  },
  tw: {
    shops: ['全聯福利中心', '7-ELEVEN 統一超商', '全家便利商店', '家樂福', '悠遊卡自動加值', '屈臣氏', '蝦皮購物', '路易莎咖啡'],
    bills: ['台灣電力公司', '台北自來水', '中華電信', '房租 陳先生', '國泰人壽保費', '跨行轉帳'],
    incomes: ['薪資 範例股份有限公司', '跨行轉入 林小姐', '利息', '退稅'],
  },
  hk: {
    shops: ['PARKNSHOP #0412 HONG KONG', 'WELLCOME SUPERMARKET', '7-ELEVEN HK', 'MANNINGS', 'OCTOPUS AAVS', 'MAXIMS CAKES', 'HKTVMALL', 'STARBUCKS IFC'],
    bills: ['HK ELECTRIC CO LTD', 'CLP POWER HK', 'PCCW-HKT', 'TOWNGAS', 'WATER SUPPLIES DEPT', 'FPS TO CHAN TAI MAN'],
    incomes: ['SALARY ACME HK LTD', 'FPS FROM WONG SIU MING', 'INTEREST', 'IRD TAX REFUND'],
  },
  ma: {
    shops: ['MARJANE CASABLANCA', 'CARREFOUR MAROC', 'BIM MAARIF', 'AFRIQUIA SMDC', 'PHARMACIE AL AMAL', 'GLOVO MAROC', 'ACIMA RABAT', 'DECATHLON MAROC'],
    bills: ['LYDEC FACTURE', 'MAROC TELECOM', 'INWI', 'ORANGE MAROC', 'LOYER APPARTEMENT', 'VIR EMIS A YOUSSEF EL AMRANI'],
    incomes: ['VIR RECU SALAIRE EXEMPLE SARL', 'VIR RECU DE FATIMA ZAHRA', 'REMBOURSEMENT CNSS', 'VERSEMENT ESPECES'],
  },
  sa: {
    shops: ['بنده', 'هايبر بنده', 'الدانوب', 'جرير', 'نون', 'صيدلية النهدي', 'محطة الدريس', 'هنقرستيشن'],
    bills: ['الشركة السعودية للكهرباء', 'اس تي سي', 'سداد - المياه الوطنية', 'إيجار شقة', 'تحويل إلى محمد العتيبي', 'موبايلي'],
    incomes: ['راتب شركة المثال', 'حوالة واردة من خالد', 'استرداد', 'حساب المواطن'],
  },
  pk: {
    shops: ['POS IMTIAZ SUPER MARKET', 'POS CARREFOUR LAHORE', 'DARAZ.PK', 'POS SHELL PAKISTAN', 'FOODPANDA PK', 'POS D.WATSON', 'CAREEM', 'POS ALFATAH'],
    bills: ['K-ELECTRIC BILL', 'SNGPL GAS BILL', 'PTCL', 'JAZZ POSTPAID', 'IBFT TO ALI RAZA', 'ATM CASH WDL'],
    incomes: ['SALARY EXAMPLE PVT LTD', 'IBFT FROM AYESHA KHAN', 'RAAST RECEIVED', 'PROFIT CREDIT'],
  },
  eg: {
    shops: ['CARREFOUR CITY STARS', 'SPINNEYS ZAMALEK', 'SEOUDI MARKET', 'TALABAT EGYPT', 'UBER EGYPT', 'EL EZABY PHARMACY', 'MOBIL MAADI', 'B.TECH NASR CITY'],
    bills: ['NORTH CAIRO ELECTRICITY', 'WE TELECOM EGYPT', 'VODAFONE EGYPT', 'FAWRY PAYMENT', 'RENT APARTMENT HELIOPOLIS', 'INSTAPAY TO AHMED HASSAN'],
    incomes: ['SALARY EXAMPLE EGYPT S.A.E', 'INSTAPAY FROM MONA ALI', 'CREDIT INTEREST', 'CASH DEPOSIT BRANCH'],
  },
  si: {
    shops: ['MERCATOR LJUBLJANA', 'SPAR SLOVENIJA', 'HOFER TRGOVINA', 'PETROL D.D.', 'LEKARNA LJUBLJANA', 'TUŠ ŠIŠKA', 'MÜLLER CITYPARK', 'BIPA ČRNUČE'],
    bills: ['ELEKTRO ENERGIJA D.O.O.', 'TELEKOM SLOVENIJE', 'A1 SLOVENIJA', 'JP VOKA SNAGA', 'NAJEMNINA STANOVANJA', 'ZAVAROVALNICA TRIGLAV'],
    incomes: ['PLAČA PRIMER D.O.O.', 'FURS VRAČILO DOHODNINE', 'NAKAZILO OD MAJE NOVAK', 'OBRESTI'],
  },
  lk: {
    shops: ['KEELLS SUPER COLOMBO 07', 'CARGILLS FOOD CITY', 'ARPICO SUPERCENTRE', 'PICKME FOOD', 'UBER LK', 'HEALTHGUARD PHARMACY', 'LANKA IOC KOLLUPITIYA', 'ODEL PLC'],
    bills: ['CEYLON ELECTRICITY BOARD', 'DIALOG AXIATA', 'SLT MOBITEL', 'NWSDB WATER BILL', 'CEFT TRF TO N PERERA', 'ATM WITHDRAWAL'],
    incomes: ['SALARY EXAMPLE (PVT) LTD', 'CEFT TRF FROM K SILVA', 'INTEREST CREDIT', 'CASH DEPOSIT'],
  },
  ...WAVE_FOUR_MERCHANTS,
} satisfies Record<string, Merchants>;

export type Region = keyof typeof MERCHANTS;
