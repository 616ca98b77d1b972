import { Alert, Button, Group, Kbd, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConsoleText } from '../hooks/use-console-text.js';

/** A key's hint inside a button: seen, but not read as part of the button's name (aria-keyshortcuts says it). */
export function KeyHint({ children }: { children: ReactNode }) {
  return (
    <Kbd size="xs" ml={8} aria-hidden>
      {children}
    </Kbd>
  );
}

/** Where a review stands in its list; `capped`: the list has at least `total` rows ('3 of 10000+'). */
export interface ReviewPosition {
  n: number;
  total: number;
  capped?: boolean;
}

/**
 * A review's way through the list: previous and next with their keys, where it stands ('3 of
 * 200'), and how many requests still wait, live ('41 left': it goes down as any cashier decides).
 */
export function ReviewNav(props: {
  position: ReviewPosition | undefined;
  /** The desk's pending requests now (the live counts); undefined before the first count. */
  left?: number | undefined;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}) {
  const text = useConsoleText();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Button
        variant="default"
        size="xs"
        disabled={!props.onPrevious}
        onClick={props.onPrevious}
        aria-keyshortcuts="K ArrowLeft"
        leftSection={<span aria-hidden>←</span>}
      >
        {text('previous')}
        <KeyHint>K</KeyHint>
      </Button>
      <Group gap="sm" wrap="nowrap">
        {props.left !== undefined && (
          <Text size="sm" fw={700} role="status" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {text('pendingLeft', { count: props.left })}
          </Text>
        )}
        {props.position && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {text(props.position.capped ? 'reviewPositionAtLeast' : 'reviewPosition', {
              n: props.position.n,
              total: props.position.total,
            })}
          </Text>
        )}
      </Group>
      <Button
        variant="default"
        size="xs"
        disabled={!props.onNext}
        onClick={props.onNext}
        aria-keyshortcuts="J ArrowRight"
        rightSection={<span aria-hidden>→</span>}
      >
        {text('next')}
        <KeyHint>J</KeyHint>
      </Button>
    </Group>
  );
}

/** What a review dialog takes from its desk's walk through the list (see useDeskReview). */
export interface ReviewWalk {
  position: ReviewPosition | undefined;
  /** The desk's pending requests now, live. */
  left?: number | undefined;
  /** Said above the request: decided or claimed elsewhere, or why a decision did not go through. */
  note?: string | undefined;
  next: (() => void) | undefined;
  previous: (() => void) | undefined;
  close: () => void;
}

/** The top of a review dialog: the way through the list, then its note when there is one. */
export function ReviewHeader({ walk }: { walk: ReviewWalk }) {
  return (
    <>
      <ReviewNav position={walk.position} left={walk.left} onPrevious={walk.previous} onNext={walk.next} />
      {walk.note && <ReviewNote>{walk.note}</ReviewNote>}
    </>
  );
}

/** A note at the top of a review: the request was decided or claimed elsewhere (not an error: the queue moves on). */
export function ReviewNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="blue" variant="light" p="xs" role="status">
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

/** The keys of a review, in a line under its actions. */
export function KeyHints({ decided }: { decided: boolean }) {
  const text = useConsoleText();
  return (
    <Text size="xs" c="dimmed">
      {text(decided ? 'decidedNextHint' : 'keyHints')}
    </Text>
  );
}
