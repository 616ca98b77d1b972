import { Button, Group } from '@mantine/core';
import { ConsoleReports, ConsoleSession, type ExportKind } from 'matka-core/console';
import { useService } from '../../hooks/container-context.js';
import { useConsoleText } from '../hooks/use-console-text.js';

/**
 * Download buttons for the owner's CSV files: plain links the browser follows with the
 * console's session cookie, so a file streams straight to disk however long it is. Shown only
 * to a role that may download them (owners; the server refuses the rest).
 */
export function ExportButtons({ kinds, justify }: { kinds: readonly ExportKind[]; justify?: 'flex-end' }) {
  const text = useConsoleText();
  const session = useService(ConsoleSession);
  const reports = useService(ConsoleReports);
  if (!session.may('exports')) return null;
  return (
    <Group gap="xs" wrap="nowrap" justify={justify}>
      {kinds.map((kind) => (
        <DownloadButton key={kind} href={reports.exportUrl(kind)} label={text(`export_${kind}`)} />
      ))}
    </Group>
  );
}

/** One player's whole ledger as CSV, for a role that may download it. */
export function LedgerExportButton({ playerId }: { playerId: string }) {
  const text = useConsoleText();
  const session = useService(ConsoleSession);
  const reports = useService(ConsoleReports);
  if (!session.may('exports')) return null;
  return <DownloadButton href={reports.ledgerExportUrl(playerId)} label={text('export_ledger')} />;
}

function DownloadButton({ href, label }: { href: string; label: string }) {
  return (
    <Button component="a" href={href} download size="xs" variant="default">
      {label}
    </Button>
  );
}
