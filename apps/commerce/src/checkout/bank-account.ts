/** The shop's bank account for prepayment, shown on the confirmation page and in its e-mail. */
export const bankAccount = {
  holder: 'Kaffeekontor GmbH',
  iban: 'DE02 1001 0010 0006 8201 01',
  bic: 'PBNKDEFF',
};
