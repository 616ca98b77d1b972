import { ActionIcon, Anchor, Button, FileInput, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  BANNER_IMAGE_TYPES,
  BANNER_MAX_BYTES,
  ContentEditor,
  sizeInWords,
  type BannerRow,
  type OperatorOutcome,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** A file as a base64 data URL, the form banners are stored in. */
const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** Home's banners in the order players see them: add one (image and optional link), move, remove. */
export function BannersPanel() {
  const text = useConsoleText();
  const editor = useService(ContentEditor);
  const [load] = useState(() => () => editor.banners());
  const { state, reload } = useConsoleQuery(load, null);
  // The newest list from a change, shown until the next load answers.
  const [changed, setChanged] = useState<BannerRow[] | undefined>(undefined);
  const rows = changed ?? state.value;
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<{ image?: string; link?: string }>({});
  const [busy, setBusy] = useState<string | undefined>(undefined);

  const apply = (outcome: OperatorOutcome<BannerRow[]>, success: string) => {
    notifyOutcome(outcome, success, (o) => text(o.failure.message));
    if (outcome.ok) setChanged(outcome.value);
  };

  const add = async () => {
    setBusy('add');
    const outcome = await editor.addBanner({
      image: file ? { type: file.type, bytes: file.size, read: () => dataUrlOf(file) } : undefined,
      link,
    });
    setBusy(undefined);
    const failure = outcome.ok ? undefined : outcome.failure;
    // A refusal in the server's words (a file whose bytes are not an image) belongs to the image field.
    const field = failure?.kind === 'invalid' ? failure.field : failure?.kind === 'rejected' ? 'image' : undefined;
    setErrors(failure && field ? { [field]: text(failure.message) } : {});
    // A refusal shown beside its field needs no toast as well.
    if (!field) apply(outcome, text('bannerAdded'));
    // What was typed stays after a refusal; a banner added clears the form.
    if (outcome.ok) {
      setFile(null);
      setLink('');
    }
  };

  const act = async (id: string, run: () => Promise<OperatorOutcome<BannerRow[]>>, success: string) => {
    setBusy(id);
    apply(await run(), success);
    setBusy(undefined);
  };

  return (
    <Stack maw={760}>
      <Paper withBorder p="md">
        <ConsoleForm onSubmit={() => void add()}>
          <Group align="flex-start">
            <FileInput
              label={text('bannerImage', { max: sizeInWords(BANNER_MAX_BYTES) })}
              placeholder={text('chooseFile')}
              accept={BANNER_IMAGE_TYPES.join(',')}
              value={file}
              onChange={setFile}
              error={errors.image}
              clearable
              w={320}
            />
            <TextInput
              label={text('bannerLink')}
              placeholder="https://"
              value={link}
              onChange={(event) => setLink(event.currentTarget.value)}
              error={errors.link}
              w={260}
            />
            <Button type="submit" mt={25} loading={busy === 'add'}>
              {text('addBanner')}
            </Button>
          </Group>
        </ConsoleForm>
      </Paper>
      {state.status === 'failed' && !rows && <FailureAlert failure={state.failure} onRetry={reload} />}
      {rows && rows.length === 0 && <Text c="dimmed">{text('noBanners')}</Text>}
      {rows?.map((row, index) => (
        <Paper key={row.id} withBorder p="sm" aria-label={text('bannerOf', { position: index + 1 })}>
          <Group wrap="nowrap" align="center">
            <Text fw={700} w={24} ta="center">
              {index + 1}
            </Text>
            <Image
              src={row.image}
              alt={text('bannerOf', { position: index + 1 })}
              w={240}
              h={100}
              fit="cover"
              radius="sm"
            />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {row.link ? (
                <Anchor href={row.link} target="_blank" rel="noopener noreferrer" size="sm" truncate>
                  {row.link}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {text('noLink')}
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={`${text('moveUp')}: ${text('bannerOf', { position: index + 1 })}`}
                disabled={index === 0 || busy !== undefined}
                onClick={() => void act(row.id, () => editor.moveBanner(row.id, 'up'), text('bannerMoved'))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={`${text('moveDown')}: ${text('bannerOf', { position: index + 1 })}`}
                disabled={index === rows.length - 1 || busy !== undefined}
                onClick={() => void act(row.id, () => editor.moveBanner(row.id, 'down'), text('bannerMoved'))}
              >
                ↓
              </ActionIcon>
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={busy === row.id}
                aria-label={`${text('remove')}: ${text('bannerOf', { position: index + 1 })}`}
                onClick={() => void act(row.id, () => editor.removeBanner(row.id), text('bannerRemoved'))}
              >
                {text('remove')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
