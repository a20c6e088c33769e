import { describe, expect, it } from 'vitest';
import { bankOfStatement, banksCalledIn } from './bank-names';
import { parseStatement } from './index';

const csv = (text: string) => new TextEncoder().encode(text);

describe('the bank a statement prints, and the bank a question calls by name', () => {
  it('reads the bank from the lines above the table, never from its descriptions', async () => {
    const printed = await parseStatement(
      csv(
        [
          'Millennium bcp - Movimentos de Conta à Ordem',
          'Moeda;EUR',
          '',
          'Data lançamento;Descrição;Montante;Saldo',
          '01-09-2026;COMPRA 6621 MANTEIGARIA CHIADO;-4,63;3.115,82',
          '02-09-2026;TRF P/ ANA COSTA RENDA CASA;-750,00;2.365,82',
        ].join('\n'),
      ),
      'MovimentosConta_45283921234.csv',
    );
    expect(printed.ok && printed.statement.bank).toBe('Millennium bcp');
    const described = await parseStatement(
      csv(
        [
          'Date,Description,Amount,Balance',
          '01/08/2026,UPI/674787486682/RENT/sharmaprops@okicici/ICICI Bank,-22000.00,10000.00',
          '02/08/2026,SALARY,85000.00,95000.00',
        ].join('\n'),
      ),
      'statement.csv',
    );
    expect(described.ok && described.statement.bank).toBeUndefined();
  });

  it('takes the longer of two names one inside the other, and none of two banks', () => {
    expect(bankOfStatement(['ING Bank Śląski S.A.', 'Wyciąg z rachunku'])).toBe('ING Bank Śląski');
    expect(bankOfStatement(['HDFC Bank', 'Transfers to ICICI Bank accounts are free'])).toBe(
      undefined,
    );
    expect(bankOfStatement(['Booking summary', 'Everything otherwise'])).toBeUndefined();
  });

  it('reads the bank from the code it prints beside a label, an IFSC or a BIC', () => {
    expect(bankOfStatement(['IFS Code\t:\tSBIN0012345', 'MICR Code : 411002045'])).toBe(
      'State Bank of India',
    );
    expect(bankOfStatement(['IBAN ES76 2100 0813 6101', 'BIC: CAIXESBBXXX'])).toBe('CaixaBank');
    expect(bankOfStatement(['SWIFT/BIC INGBPLPW'])).toBe('ING Bank Śląski');
    expect(bankOfStatement(['Swift code: INGBNL2A'])).toBe('ING');
    // Four capitals and a country without a label, or a label before lower case, are no code.
    expect(bankOfStatement(['Ref CAIXESBBXXX'])).toBeUndefined();
    expect(bankOfStatement(['BIC see overleaf'])).toBeUndefined();
  });

  it('reads a bank’s name in capitals with its own letters ("TÜRKİYE İŞ BANKASI A.Ş.")', () => {
    expect(bankOfStatement(['TÜRKİYE İŞ BANKASI A.Ş.', 'Hesap Hareketleri'])).toBe(
      'Türkiye İş Bankası',
    );
    expect(banksCalledIn('is bankasi hesabımda ne kadar var')[0]?.name).toBe('Türkiye İş Bankası');
  });

  it('reads the bank from the national bank code inside a valid IBAN', () => {
    expect(bankOfStatement(['Cuenta ES91 2100 0418 4502 0005 1332'])).toBe('CaixaBank');
    expect(bankOfStatement(['GB29 NWBK 6016 1331 9268 19'])).toBe('NatWest');
    // A wrong check digit makes it no IBAN at all.
    expect(bankOfStatement(['Cuenta ES92 2100 0418 4502 0005 1332'])).toBeUndefined();
  });

  it('hears a bank by what people call it, with the one country’s currency where it has one', () => {
    expect(banksCalledIn('salary in my ICICI account')).toEqual([
      { name: 'ICICI Bank', currency: 'INR', setsCurrency: true, called: 'icici' },
    ]);
    expect(banksCalledIn('quanto saiu da conta do millennium')[0]?.name).toBe('Millennium bcp');
    expect(banksCalledIn('my SBI savings')[0]?.name).toBe('State Bank of India');
    expect(banksCalledIn('the Santander one')[0]?.currency).toBeNull();
    expect(banksCalledIn('how much on booking.com and wages')).toEqual([]);
  });
});
