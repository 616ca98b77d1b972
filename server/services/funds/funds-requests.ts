// What a player or an operator asks of the funds: amounts are paise, already read from the rupees typed.
import type { RequestStatus } from './deposit-desk.js';

/** A deposit to be checked: its amount, the payment's UTR number and the screenshot as an image data URL. */
export interface DepositRequest {
  amount: number;
  transaction_id: string;
  image: string;
}

/** The bank account a player's withdrawals are paid to: its number, holder's name and IFSC (upper case). */
export interface BankDetails {
  acno: string;
  name: string;
  ifsc: string;
}

/** A withdrawal: its amount. */
export interface WithdrawRequest {
  amount: number;
}

/** A transfer to another player, named by their mobile (`user`). */
export interface TransferRequest {
  user: string;
  amount: number;
}

/** An operator's bonus to the player of this mobile. */
export interface BonusRequest {
  mobile: string;
  amount: number;
}

/** A page of the deposits or withdrawals in a status: `limit` of them after the id `after` (null: from the first). */
export interface FundsListQuery {
  status: RequestStatus;
  limit: number;
  after: number | null;
}
