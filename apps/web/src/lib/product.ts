/** The product's name wherever the app writes it as a value: titles, the wordmark, the checkout. */
export const PRODUCT_NAME = 'Sheetwise';
