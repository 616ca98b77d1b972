// withdraw-info as the server answers it, for the screens that read it (wallet, withdraw).

/** A player with bank details: `onlyWallet` rupees withdrawable, `bonus` rupees of bonus; `more` adds fields. */
export const withdrawInfoWithBank = (onlyWallet: string, bonus: string, more: Record<string, unknown> = {}) => ({
  success: true,
  bank_details_available: true,
  bank_details: { acno: '1', name: 'A', ifsc: 'X' },
  only_wallet: onlyWallet,
  bonus,
  ...more,
});

/** A player with nothing to withdraw and no bank details yet. */
export const NO_BANK_NO_MONEY = { success: true, bank_details_available: false, only_wallet: '0', bonus: '0' };
