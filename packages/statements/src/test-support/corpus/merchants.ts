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
} satisfies Record<string, Merchants>;

export type Region = keyof typeof MERCHANTS;
