import type {
  ConsoleSettings,
  DepositRow,
  OperatorRow,
  PlayerDetail,
  SetupMarket,
  WithdrawalRow,
} from '../../../../core/index.js';

// A small world for the console's fakes: two players, their requests, two operators.

export const ASHA: PlayerDetail = {
  id: '1',
  name: 'Asha Rao',
  mobile: '9876543210',
  verified: true,
  blocked: false,
  balancePaise: 12_345_600,
  bonusPaise: 5_000,
  debtPaise: 0,
  createdAt: '2026-11-01 09:00:00',
  blockedReason: undefined,
  email: 'asha@example.in',
};

/** A player whose name is markup: the console must show it as text. */
export const HOSTILE: PlayerDetail = {
  ...ASHA,
  id: '2',
  name: '<img src=x onerror=alert(1)>',
  mobile: '9123456780',
  verified: false,
  balancePaise: 0,
  bonusPaise: 0,
  email: undefined,
};

const decision = { status: 'pending', reason: undefined, decidedBy: undefined, decidedAt: undefined } as const;
const ref = ({ id, name, mobile }: PlayerDetail) => ({ id, name, mobile });

export const depositsFixture = (): DepositRow[] => [
  {
    id: '11',
    player: ref(ASHA),
    amountPaise: 50_000,
    utr: '412345678901',
    createdAt: '2026-11-20 10:05:00',
    warnings: [],
    typicalAmountPaise: 50_000,
    ...decision,
  },
  {
    id: '12',
    player: ref(HOSTILE),
    amountPaise: 9_900_000,
    utr: '412345678901',
    createdAt: '2026-11-20 10:15:00',
    warnings: ['utr-seen-before', 'amount-unusual'],
    typicalAmountPaise: 100_000,
    ...decision,
  },
  {
    id: '9',
    player: ref(ASHA),
    amountPaise: 20_000,
    utr: '400000000001',
    createdAt: '2026-11-19 18:00:00',
    warnings: [],
    typicalAmountPaise: undefined,
    status: 'completed',
    reason: undefined,
    decidedBy: 'owner',
    decidedAt: '2026-11-19 18:10:00',
  },
];

export const withdrawalsFixture = (): WithdrawalRow[] => [
  {
    id: '21',
    player: ref(ASHA),
    amountPaise: 100_000,
    bank: { acno: '123456789012', name: 'Asha Rao', ifsc: 'SBIN0001234' },
    withdrawablePaise: 12_345_600,
    createdAt: '2026-11-20 11:00:00',
    payoutReference: undefined,
    debtPaise: 0,
    coveredPaise: 100_000,
    ...decision,
  },
];

export const operatorsFixture = (): OperatorRow[] => [
  {
    id: '1',
    username: 'owner',
    role: 'owner',
    totpEnabled: false,
    disabled: false,
    createdAt: '2026-11-01 08:00:00',
    lastSignInAt: '2026-11-20 09:00:00',
  },
  {
    id: '2',
    username: 'asha.cash',
    role: 'cashier',
    totpEnabled: false,
    disabled: false,
    createdAt: '2026-11-02 08:00:00',
    lastSignInAt: undefined,
  },
];

// Market setup and settings
export const marketsFixture = (): SetupMarket[] => [
  {
    name: 'KALYAN',
    kind: 'main',
    openTime: '15:45',
    closeTime: '17:45',
    active: true,
    offDays: [0],
    holidays: [{ day: '2026-12-25', reason: 'Christmas' }],
    slots: [],
    limit: { timing: '', maxPayoutPaise: 50_000_00, maxStakePaise: 1_000_00 },
    closedToday: null,
  },
  {
    name: 'STARLINE',
    kind: 'starline',
    openTime: '00:00',
    closeTime: '23:59',
    active: true,
    offDays: [],
    holidays: [],
    slots: [
      { timing: '11:00', limit: null },
      { timing: '12:00', limit: { timing: '12:00', maxPayoutPaise: 9_500_00, maxStakePaise: null } },
    ],
    limit: null,
    closedToday: null,
  },
];

export const settingsFixture = (): ConsoleSettings => ({
  config: {
    min_bet: '10',
    min_deposit: '100',
    min_withdraw: '500',
    signup_bonus: '0',
    bonus_wagering_multiple: '1',
    whatsapp: '9000000000',
    call_number: '',
    homescreen_text: 'Welcome',
    starline_enable: '1',
    delhi_enable: '1',
    withdraw_hours: '',
    withdraw_daily_count: '0',
    withdraw_daily_amount: '0',
  },
  rates: { single: '9.5', jodi: '95', singlepanna: '150', starline_singlepanna: '150' },
  rateNames: ['single', 'jodi', 'singlepanna', 'starline_singlepanna'],
});
