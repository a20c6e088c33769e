import { describe, expect, it } from 'vitest';
import { categorize } from '../../categories/categorize';
import { MERCHANTS } from '../merchant-table';
import { findMerchantRule, normalizeMerchant } from '../normalize-merchant';

/**
 * One line of a real-looking statement from each country: the merchant it names and the
 * category it belongs to, read through the same path as every screen (merchant table, then
 * category rules). Amounts are debits.
 */
// prettier-ignore
const BY_COUNTRY: readonly [country: string, description: string, merchant: string, category: string][] = [
  ['US', 'CHEVRON 0201234 SAN JOSE CA', 'Chevron', 'fuel'],
  ['US', 'COSTCO GAS #1234 SUNNYVALE CA', 'Costco Gas', 'fuel'],
  ['US', 'KROGER #0452 HOUSTON TX', 'Kroger', 'groceries'],
  ['CA', 'PETRO-CANADA 12345 TORONTO ON', 'Petro-Canada', 'fuel'],
  ['CA', 'METRO #112 TORONTO ON', 'Metro (Canada)', 'groceries'],
  ['UK', 'CARD PAYMENT TO ESSO RAVENSWOOD ON 12 MAR', 'Esso', 'fuel'],
  ['UK', 'TFL TRAVEL CH TFL.GOV.UK/CP', 'TfL', 'public-transport'],
  ['UK', "SAINSBURY'S S/MKTS LONDON", "Sainsbury's", 'groceries'],
  ['IE', 'POS DUNNES STORES CORK', 'Dunnes Stores', 'groceries'],
  ['IE', 'APPLEGREEN N7 NAAS', 'Applegreen', 'fuel'],
  ['IN', 'POS ATM PURCH OTHPOS3343278981HPCL SHREE PETROLEUM PUNE--', 'HPCL', 'fuel'],
  ['IN', 'UPI/HPCL PETROL PUMP/hpcl@ybl/Payment', 'HPCL', 'fuel'],
  ['IN', 'POS 4587XXXX IOCL COCO BANGALORE', 'Indian Oil', 'fuel'],
  ['IN', 'UPI/OLA/olacabs@ybl', 'Ola', 'taxis'],
  ['DE', 'Kartenzahlung ARAL Station 4711 Berlin', 'Aral', 'fuel'],
  ['DE', 'DB Vertrieb GmbH Fahrkarte', 'Deutsche Bahn', 'rail'],
  ['AT', 'BILLA DANKT 1234 WIEN', 'Billa', 'groceries'],
  ['CH', 'MIGROS M ZUERICH HB', 'Migros', 'groceries'],
  ['CH', 'KAUF ONLINE DIGITEC GALAXUS AG', 'Digitec Galaxus', 'shopping'],
  ['MX', 'MERCADO PAGO*MERCADOLIBRE', 'Mercado Libre', 'shopping'],
  ['BR', 'MERCADOLIVRE*VENDEDOR', 'Mercado Livre', 'shopping'],
  ['FR', 'CB LECLERC 12/03 PARIS', 'Leclerc', 'groceries'],
  ['FR', 'PRLV SNCF VOYAGEURS', 'SNCF', 'rail'],
  ['BE', 'BANCONTACT DELHAIZE BRUXELLES', 'Delhaize', 'groceries'],
  ['NL', 'BEA ALBERT HEIJN 1234 AMSTERDAM', 'Albert Heijn', 'groceries'],
  ['NL', 'NS GROEP IZ NS REIZIGERS', 'NS', 'rail'],
  ['ES', 'COMPRA TARJ. MERCADONA VALENCIA', 'Mercadona', 'groceries'],
  ['ES', 'PAGO RENFE VIAJEROS MADRID', 'Renfe', 'rail'],
  ['PT', 'COMPRA GALP ENERGIA LISBOA', 'Galp', 'fuel'],
  ['PT', 'COMPRA PINGO DOCE PORTO', 'Pingo Doce', 'groceries'],
  ['PT', 'COMPRA 7432 WORTEN COLOMBO', 'Worten', 'shopping'],
  ['IT', 'PAGAMENTO POS ESSELUNGA MILANO', 'Esselunga', 'groceries'],
  ['IT', 'ACQUISTO TRENITALIA ROMA', 'Trenitalia', 'rail'],
  ['PL', 'ZAKUP BIEDRONKA 1234 WARSZAWA', 'Biedronka', 'groceries'],
  ['PL', 'Tytuł: 0000 4921 PYSZNE.PL WROCLAW', 'Pyszne.pl', 'dining'],
  ['AT', 'POS 60,36 AT K2 21.09. 09:05 AVANTI 8620/ KORNEUBUR', 'Avanti', 'fuel'],
  ['AT', 'POS 8,94 AT K2 18.09. 16:48 Hornbach Baumarkt GmbH', 'Hornbach', 'shopping'],
  ['PL', 'ZAKUP ORLEN STACJA NR 123', 'Orlen', 'fuel'],
  ['SE', 'KORTKOP ICA NARA SOLNA', 'ICA', 'groceries'],
  ['NO', 'VISA REMA 1000 OSLO', 'Rema 1000', 'groceries'],
  ['DK', 'DANKORT REJSEKORT KOBENHAVN', 'Rejsekort', 'public-transport'],
  ['FI', 'OSTO K-CITYMARKET HELSINKI', 'K-Market', 'groceries'],
  ['FI', 'OSTO NESTE ESPOO', 'Neste', 'fuel'],
  ['HU', 'VASARLAS MOL TOLTOALLOMAS BUDAPEST', 'MOL', 'fuel'],
  ['CZ', 'PLATBA KARTOU ALBERT HM PRAHA', 'Albert', 'groceries'],
  ['BR', 'COMPRA CARTAO AUTO POSTO TAMOIO LTDA', 'Posto', 'fuel'],
  ['BR', 'PIX ENVIADO IFOOD', 'iFood', 'dining'],
  ['BR', 'CPTM BILHETERIA BRAS', 'CPTM', 'public-transport'],
  ['BR', 'COMPRA 99 TECNOLOGIA LTDA', '99', 'taxis'],
  ['MX', 'COMPRA OXXO INSURGENTES CDMX', 'OXXO', 'groceries'],
  ['MX', 'PEMEX GASOLINERA 4512', 'Pemex', 'fuel'],
  ['AR', 'COMPRA YPF PALERMO CABA', 'YPF', 'fuel'],
  ['CO', 'COMPRA EXITO CHAPINERO BOGOTA', 'Éxito', 'groceries'],
  ['JP', 'ENEOS ｼﾝｼﾞｭｸ SS', 'ENEOS', 'fuel'],
  ['JP', '出光 新宿店', 'Idemitsu', 'fuel'],
  ['JP', 'コスモ石油 渋谷', 'Cosmo Oil', 'fuel'],
  ['JP', 'モバイルSuica チャージ', 'Suica', 'public-transport'],
  ['JP', 'ｽﾀｰﾊﾞｯｸｽ ｼﾌﾞﾔ', 'Starbucks', 'dining'],
  ['KR', '이마트 성수점', 'E-Mart', 'groceries'],
  ['KR', 'KAKAO T TAXI SEOUL', 'Kakao T', 'taxis'],
  ['CN', 'SINOPEC BEIJING STATION', 'Sinopec', 'fuel'],
  ['HK', 'OCTOPUS CARDS LTD AAVS', 'Octopus', 'public-transport'],
  ['SG', 'NTUC FAIRPRICE JURONG SG', 'FairPrice', 'groceries'],
  ['SG', 'BUS/MRT 123456789 SINGAPORE', 'SimplyGo', 'public-transport'],
  ['MY', 'PETRONAS SS2 PETALING JAYA', 'Petronas', 'fuel'],
  ['ID', 'DEBIT INDOMARET JAKARTA', 'Indomaret', 'groceries'],
  ['ID', 'GOJEK GO-RIDE JAKARTA', 'Gojek', 'taxis'],
  ['TH', 'PTT STATION BANGKOK', 'PTT', 'fuel'],
  ['PH', 'MERCURY DRUG MAKATI', 'Mercury Drug', 'health'],
  ['VN', 'WINMART HA NOI', 'WinMart', 'groceries'],
  ['AU', 'WOOLWORTHS 3345 SYDNEY AU', 'Woolworths', 'groceries'],
  ['AU', 'AMPOL FOODARY PARRAMATTA', 'Ampol', 'fuel'],
  ['NZ', "PAK N SAVE ALBANY", 'Pak n Save', 'groceries'],
  ['ZA', 'ENGEN SANDTON 123', 'Engen', 'fuel'],
  ['ZA', 'CHECKERS HYPER CENTURION', 'Checkers', 'groceries'],
  ['ZA', 'POS PURCHASE TAKEALOT.COM 484936*4682', 'Takealot', 'shopping'],
  ['ZA', 'POS PURCHASE SHOWMAX 475477*7862', 'Showmax', 'subscriptions'],
  ['CA', 'ACHAT TPV MAXI #5279 LAVAL QC', 'Maxi', 'groceries'],
  ['CA', 'ACHAT TPV ULTRAMAR 8114 LAVAL', 'Ultramar', 'fuel'],
  ['CA', 'PAIEMENT FACTURE VIDEOTRON', 'Vidéotron', 'telecoms'],
  ['CA', 'PAIEMENT FACTURE HYDRO-QUEBEC', 'Hydro-Québec', 'utilities'],
  ['TR', 'POS KAHVE DUNYASI MODA', 'Kahve Dünyası', 'dining'],
  ['TR', 'IGDAS DOGALGAZ FATURA', 'İGDAŞ', 'utilities'],
  ['SE', 'ESPRESSO HOUSE STORA TORGET', 'Espresso House', 'dining'],
  ['SE', 'ELLEVIO AB', 'Ellevio', 'utilities'],
  ['BE', 'DOMICILIERING STREAMZ', 'Streamz', 'subscriptions'],
  ['SG', 'DIN TAI FUNG - JEWEL', 'Din Tai Fung', 'dining'],
  ['AE', 'ADNOC 123 ABU DHABI', 'ADNOC', 'fuel'],
  ['AE', 'CAREEM RIDE DUBAI', 'Careem', 'taxis'],
  ['SA', 'ALDREES PETROLEUM RIYADH', 'Aldrees', 'fuel'],
  ['TR', 'OPET ISTANBUL 34', 'Opet', 'fuel'],
  ['KE', 'NAIVAS WESTLANDS NAIROBI', 'Naivas', 'groceries'],
  ['NG', 'NNPC MEGA STATION ABUJA', 'NNPC', 'fuel'],
  ['IL', 'שופרסל דיל', 'Shufersal', 'groceries'],
  ['IL', 'פז חברת נפט', 'Paz', 'fuel'],
  ['JP', '口座振替 ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ', 'TEPCO', 'utilities'],
  ['JP', 'VISAデビット ｽｲｶ ﾁﾔｰｼﾞ', 'Suica', 'public-transport'],
  ['JP', '口座振替 楽天カード', 'Rakuten Card', 'transfers'],
  ['IE', 'REVENUE COMMISSIONERS', 'Revenue Commissioners', 'taxes'],
  ['Global', 'UBER *TRIP HELP.UBER.COM', 'Uber', 'taxis'],
  ['Global', 'BOLT.EU/O/2403121234', 'Bolt', 'taxis'],
  ['Global', 'GRAB* A-4XYZ SINGAPORE', 'Grab', 'taxis'],
  ['SG', 'GRAB*FOOD SINGAPORE', 'GrabFood', 'dining'],
  ['Global', 'CABIFY MADRID', 'Cabify', 'taxis'],
  ['Global', 'DIDI MOBILITY MEXICO', 'DiDi', 'taxis'],
  ['Global', 'AIRBNB * HMABC123 AIRBNB.COM', 'Airbnb', 'lodging'],
  ['Global', 'BOOKING.COM AMSTERDAM', 'Booking.com', 'lodging'],
  ['Global', 'MARRIOTT DOWNTOWN CHICAGO', 'Marriott', 'lodging'],
  ['Global', 'OYO ROOMS GURGAON', 'OYO', 'lodging'],
  ['Global', 'RYANAIR DUBLIN', 'Ryanair', 'flights'],
];

describe('the merchant lexicon', () => {
  it.each(BY_COUNTRY)('%s: %s is %s, %s', (_country, description, merchant, category) => {
    expect(normalizeMerchant(description)).toBe(merchant);
    expect(categorize({ description, amountMinor: -1000 }).id).toBe(category);
  });

  it('covers at least 30 countries', () => {
    const countries = new Set(BY_COUNTRY.map(([country]) => country).filter((c) => c !== 'Global'));
    expect(countries.size).toBeGreaterThanOrEqual(30);
  });

  it('has patterns without flags, so a table is tried as one alternation', () => {
    expect(MERCHANTS.filter((rule) => rule.pattern.flags !== '').map((rule) => rule.name)).toEqual(
      [],
    );
  });

  it('finds the first matching rule, in table order', () => {
    expect(findMerchantRule('UBER EATS AMSTERDAM')?.name).toBe('Uber Eats');
    expect(findMerchantRule('AMAZON PRIME*2K4')?.name).toBe('Amazon Prime');
    expect(findMerchantRule('UNKNOWN SHOP 123')).toBeUndefined();
  });

  it('does not read a name inside a longer word once ß is folded', () => {
    expect(findMerchantRule('Miete Wohnung Großmann')).toBeUndefined();
  });
});
