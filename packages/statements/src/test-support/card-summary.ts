/**
 * A Spanish card statement whose lines above the table print what is due, the minimum payment,
 * the credit limit, the credit left and the day to pay by (145,50 due; 25,00 minimum).
 */
export const SPANISH_CARD_CSV = [
  'Extracto de tarjeta de crédito',
  'Total a pagar;145,50',
  'Pago mínimo;25,00',
  'Límite de crédito;3.000,00',
  'Crédito disponible;2.854,50',
  'Fecha límite de pago;25/01/2025',
  '',
  'Fecha;Concepto;Importe',
  '28/12/2024;LIBRERIA;-20,00',
  '30/12/2024;RESTAURANTE;-35,50',
  '02/01/2025;PAGO RECIBIDO;100,00',
  '04/01/2025;AEROLINEA;-90,00',
].join('\n');
