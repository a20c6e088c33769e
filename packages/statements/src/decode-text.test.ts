import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';
import { alphabetFit, likelierLatinCodePage } from './latin-code-page';

const SAMPLE = 'Datum;Empfänger;Betrag\n10.10.2017;Café Müller;-98,76\n';

function decoded(bytes: Uint8Array) {
  const result = decodeText(bytes);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const plain = new TextEncoder().encode(SAMPLE);
    expect(decoded(plain)).toEqual({ ok: true, text: SAMPLE, encoding: 'utf-8' });
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    expect(decoded(marked).text).toBe(SAMPLE);
  });

  it('reads UTF-16 little- and big-endian, with a mark or told by its zero bytes', () => {
    const le = new Uint8Array(iconv.encode(SAMPLE, 'utf-16le'));
    const be = new Uint8Array(iconv.encode(SAMPLE, 'utf-16be'));
    expect(decoded(new Uint8Array([0xff, 0xfe, ...le]))).toMatchObject({
      text: SAMPLE,
      encoding: 'utf-16le',
    });
    expect(decoded(new Uint8Array([0xfe, 0xff, ...be]))).toMatchObject({
      text: SAMPLE,
      encoding: 'utf-16be',
    });
    expect(decoded(le)).toMatchObject({ text: SAMPLE, encoding: 'utf-16le' });
    expect(decoded(be)).toMatchObject({ text: SAMPLE, encoding: 'utf-16be' });
  });

  it('reads Windows-1252 and Latin-1 text that is not valid UTF-8', () => {
    const latin = new Uint8Array(iconv.encode(SAMPLE.repeat(5), 'latin1'));
    expect(decoded(latin).text).toBe(SAMPLE.repeat(5));
    const windows = new Uint8Array(
      iconv.encode('Date,Description\n01/02/2024,€5 “smart” café\n', 'win1252'),
    );
    expect(decoded(windows).text).toContain('€5 “smart” café');
  });

  it('calls binary data binary', () => {
    const junk = new Uint8Array(2048).map((_, i) => (i * 7919 + 13) % 256);
    expect(decodeText(junk)).toEqual({ ok: false, reason: 'binary' });
    expect(decodeText(new Uint8Array([0x41, 0, 0, 0, 0x42, 1, 2, 3]))).toEqual({
      ok: false,
      reason: 'binary',
    });
  });

  it.each([
    [
      'Danish',
      'windows-1252',
      '"Dato";"Tekst";"Beløb";"Saldo";"Status"\n"01.02.2024";"Overførsel fra Åse";"1.250,00";"5.929,34";"Udført"\n"02.02.2024";"Dankort-køb Føtex";"-98,76";"5.830,58";"Udført"\n',
    ],
    [
      'Danish',
      'windows-1252',
      'Dato;Tekst;Beløb\n01.02.2024;Overførsel fra Åse;1.250,00\n02.02.2024;Løn;-98,76\n',
    ],
    [
      'Swedish',
      'windows-1252',
      'Datum;Text;Belopp\n2024-02-01;Swish från Åsa;-120,00\n2024-02-02;Lön;25 000,00\n',
    ],
    [
      'Norwegian',
      'windows-1252',
      'Dato;Forklaring;Ut fra konto\n01.02.2024;Varekjøp Bærum;-89,50\n',
    ],
    ['French', 'windows-1252', 'Date;Libellé;Montant\n01/02/2024;Prélèvement à échéance;-12,00\n'],
    [
      'Polish',
      'windows-1250',
      'Data operacji;Opis operacji;Rachunek;Kwota\n2024-02-01;Przelew środków na rachunek, opłata za kartę;PL61109010140000071219812874;-12,00\n2024-02-02;Wpłata gotówki, zwrot należności;PL61109010140000071219812874;50,00\n',
    ],
    [
      'Czech',
      'windows-1250',
      'Datum;Popis;Částka\n01.02.2024;Převod z účtu, výběr;-120,00\n02.02.2024;Platba kartou Česká spořitelna;-9,00\n',
    ],
    [
      'Slovak',
      'windows-1250',
      'Dátum;Popis;Suma\n01.02.2024;Výber z účtu, ďakujeme, Ľubomír;-20,00\n',
    ],
    [
      'Hungarian',
      'windows-1250',
      'Dátum;Közlemény;Összeg\n2024.02.01;Átutalás Győr, kártyás vásárlás, díj;-1 000\n',
    ],
    [
      'Romanian',
      'windows-1250',
      'Data;Descriere;Suma\n01.02.2024;Plată card, taxă lunară, transfer către Ştefan;-12,00\n',
    ],
    [
      'Lithuanian',
      'windows-1257',
      'Data;Aprašymas;Gavėjas;Suma\n2024-02-01;Mokėjimas kortele, įmoka už paslaugas;UAB Šviesa;-12,00\n2024-02-02;Pervedimas į sąskaitą, grąžinimas;Žemaitė;50,00\n',
    ],
    [
      'Icelandic',
      'windows-1252',
      'Dagsetning;Skýring;Upphæð\n01.02.2024;Vínbúðin Heiðrún, þjónustugjald;-1.250\n02.02.2024;Laun frá Fjölni;350.000\n',
    ],
    [
      'Turkish',
      'windows-1254',
      'Tarih;Açıklama;Tutar\n01.02.2024;Kartlı alışveriş, Ağustos ödemesi;-120,00\n02.02.2024;Maaş ödemesi, Şişli şubesi;25.000,00\n',
    ],
  ])('reads %s text in %s by how its accented letters fit one alphabet', (_, encoding, text) => {
    const bytes = new Uint8Array(iconv.encode(text.repeat(3), encoding));
    const result = decoded(bytes);
    expect(result.text).toBe(text.repeat(3));
    // ISO-8859-2 and -9 read these letters as Windows-1250 and -1254 do.
    const twins: Record<string, string> = {
      'windows-1250': 'iso-8859-2',
      'windows-1254': 'iso-8859-9',
    };
    const sameLetters = [encoding, twins[encoding] ?? encoding];
    expect(sameLetters).toContain(result.encoding);
  });

  it('weighs Turkish against Western, which differ in ð ý þ for ğ ı ş', () => {
    const icelandic =
      'Texti;Upphæð;Staða\nVínbúðin Heiðrún;-16.519;641.065\nSkýring þjónustu;-120;640.945\n';
    const turkish =
      'Açıklama;Tutar\nKartlı alışveriş, Ağustos;-120,00\nMaaş ödemesi, Şişli;25.000,00\n';
    const bytes = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));
    expect(likelierLatinCodePage(bytes(icelandic, 'windows-1252'), 'iso-8859-9')).toBe(
      'windows-1252',
    );
    expect(likelierLatinCodePage(bytes(turkish, 'windows-1254'), 'windows-1252')).toBe(
      'windows-1254',
    );
  });

  it('counts only characters inside words: a pound sign is no Polish Ł', () => {
    const bytes = new Uint8Array(
      iconv.encode('Date,Description,Amount\n01/02/2024,Tesco,£5.00\n', 'win1252'),
    );
    expect(decoded(bytes).text).toContain('£5.00');
    expect(alphabetFit('£5.00 Ł5.00')).toBe(0);
  });

  it('scores letters of one language above a mixture of languages', () => {
    expect(alphabetFit('på Åse Beløb')).toBe(3);
    expect(alphabetFit('pĺ Ĺse Belřb')).toBe(1);
    expect(alphabetFit('Wp³ata')).toBe(-1);
  });
});
