import { Alert, Anchor, Button, FileInput, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import {
  Clipboard,
  contactLinks,
  DepositRequest,
  indianRupees,
  Notifier,
  SecureStorage,
  successNotice,
  text as coreText,
  type Screenshot,
} from 'matka-core/player';
import { Icon } from '../../chrome/icons.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { BottomSheet } from '../../components/bottom-sheet.js';
import { Loaded } from '../../components/loaded.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useFieldError } from '../../hooks/use-field-error.js';
import { useText } from '../../hooks/use-text.js';
import { useWalletRupees } from '../../hooks/use-wallet.js';
import { readAsDataUrl } from './money.js';
import { BalanceCard } from './balance-card.js';

/**
 * Add Fund (/deposit): the manual payment methods, then the request with its proof in a bottom
 * sheet. While a self-exclusion, a break or a used-up deposit limit stands, the screen says why
 * and until when and shows no payment details: no money leaves the player's bank for a request
 * the server would refuse.
 */
export function DepositScreen() {
  const text = useText();
  usePageTitle('addFund');
  const deposit = useService(DepositRequest);
  const notifier = useService(Notifier);
  const clipboard = useService(Clipboard);
  const storage = useService(SecureStorage);
  const balance = useWalletRupees();
  const busy = useObservableState(deposit.busy$, false);
  const { state, retry } = useRequest(() => deposit.loadMethods(), [deposit]);
  const methods = state.status === 'loaded' ? state.value : undefined;
  const paused = methods?.paused;
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState(false);
  // The picker's error is worded under it: a toast would cover the picker in the sheet.
  const imageError = useFieldError('screenshot');
  const video = String(storage.get('how_to_deposit_video', '') ?? '');
  const { whatsapp } = contactLinks(storage);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (deposit.checkAmount(amount).ok) setSheet(true);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const screenshot: Screenshot | null = file ? { type: file.type, dataUrl: await readAsDataUrl(file) } : null;
    const outcome = await deposit.send({ amount, utr, screenshot });
    // A failed request keeps the sheet open with what was typed.
    if (outcome.ok) {
      imageError.clear();
      setSheet(false);
      setAmount('');
      setUtr('');
      setFile(null);
    }
  };
  const copy = async (upi: string) => {
    if (await clipboard.copy(upi)) notifier.notify(successNotice(coreText('copiedToClipboard')));
  };

  return (
    <>
      <PageToolbar title={text('addFund')} />
      <Stack p="md" gap="md">
        <BalanceCard label={text('balance')} amount={balance}>
          {methods && methods.bonusPaise > 0 && (
            <Text size="sm">
              {text('bonus')}: {indianRupees(methods.bonusPaise)}
            </Text>
          )}
          {methods?.allowance && <Text size="sm">{text(methods.allowance)}</Text>}
        </BalanceCard>
        {paused && (
          <Alert color="red" variant="light" title={text(paused)} role="status">
            {text(coreText('depositPausedPayNothing'))}
          </Alert>
        )}
        {!paused && (
          <form onSubmit={open} noValidate>
            <TextInput
              label={text('amount')}
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              inputMode="decimal"
            />
            <Button type="submit" fullWidth mt="sm">
              {text('sendRequest')}
            </Button>
          </form>
        )}
        {!paused && <Text size="sm">{text('payManually')}</Text>}
        <Loaded state={state} retry={retry}>
          {(loaded) =>
            loaded.methods.map((method, i) => (
              <Paper key={i} withBorder p="md" radius="md">
                <Stack gap="xs">
                  {method.qrCode && <Image src={method.qrCode} alt={text('scanToPay')} w={180} mx="auto" />}
                  {method.upiId && (
                    // The button keeps its whole word (Tamil's is long); the UPI id wraps beside it.
                    <Group justify="space-between" wrap="nowrap" preventGrowOverflow={false}>
                      <Text size="sm">
                        {text('upiId')}: <b>{method.upiId}</b>
                      </Text>
                      <Button
                        size="compact-sm"
                        variant="light"
                        flex="none"
                        leftSection={<Icon name="copy" size={14} />}
                        onClick={() => void copy(method.upiId!)}
                      >
                        {text('copy')}
                      </Button>
                    </Group>
                  )}
                  {method.bankDetails && (
                    <Text size="sm">
                      {text('bankDetails')}: {method.bankDetails}
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))
          }
        </Loaded>
        <Group justify="space-between">
          {video && (
            <Anchor href={video} target="_blank" rel="noopener noreferrer">
              {text('howToDeposit')}
            </Anchor>
          )}
          {whatsapp && (
            <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer">
              {text('chatOnWhatsapp')}
            </Anchor>
          )}
        </Group>
      </Stack>
      <BottomSheet opened={sheet} onClose={() => setSheet(false)} title={text('addFund')}>
        <form onSubmit={(e) => void send(e)} noValidate>
          <Stack gap="sm" maw={430} mx="auto">
            <TextInput label={text('amount')} value={amount} readOnly />
            <TextInput
              label={text('utrNumber')}
              value={utr}
              onChange={(e) => setUtr(e.currentTarget.value)}
              inputMode="numeric"
            />
            <FileInput
              label={text('paymentScreenshot')}
              placeholder={text('chooseImage')}
              accept="image/*"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                imageError.clear();
              }}
              error={imageError.error}
              clearable
            />
            <Button type="submit" disabled={busy}>
              {busy ? text('sending') : text('sendDepositRequest')}
            </Button>
          </Stack>
        </form>
      </BottomSheet>
    </>
  );
}
