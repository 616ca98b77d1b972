import { Button, SimpleGrid } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PlayerDialog } from '../../components/player-dialog.js';
import { useText } from '../../hooks/use-text.js';

/** A market card's chart icon: Jodi Chart or Panna Chart, shown at /chart. */
export function ChartChooserDialog({ market, onClose }: { market: string; onClose: () => void }) {
  const text = useText();
  const navigate = useNavigate();
  const open = (type: 'jodi' | 'panel') => void navigate('/chart', { state: { market, type } });
  return (
    <PlayerDialog onClose={onClose} title={text('chartOf', { market })}>
      <SimpleGrid cols={2} spacing="sm">
        <Button onClick={() => open('jodi')}>{text('jodiChart')}</Button>
        <Button onClick={() => open('panel')}>{text('pannaChart')}</Button>
      </SimpleGrid>
    </PlayerDialog>
  );
}
