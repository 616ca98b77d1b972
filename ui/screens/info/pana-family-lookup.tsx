import { Badge, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ank, familyPana, InvalidBidInput, panaKind } from '../../../core/index.js';

type Lookup = { family: string[]; error?: undefined } | { family?: undefined; error: string };

function lookUp(pana: string): Lookup | undefined {
  if (pana.length < 3) return undefined;
  try {
    return { family: familyPana(pana) };
  } catch (error) {
    if (error instanceof InvalidBidInput) return { error: error.message };
    throw error;
  }
}

/** The start page until the player app lands: the pana catalogue, straight from core. */
export function PanaFamilyLookup() {
  const [pana, setPana] = useState('100');
  const lookup = lookUp(pana);

  return (
    <Container size={430} py="xl" component="main">
      <Stack gap="md">
        <Title order={1} size="h2">
          matka-core
        </Title>
        <Text>Type a pana to see its family: the panas a family pana bid covers.</Text>
        <TextInput
          label="Pana"
          inputMode="numeric"
          maxLength={3}
          value={pana}
          onChange={(event) => setPana(event.currentTarget.value)}
          error={lookup?.error}
        />
        {lookup?.family && (
          <section aria-label="Family">
            <Text fw={600} mb="xs">
              {lookup.family.length} panas in the family of {pana}
            </Text>
            <Group gap="xs">
              {lookup.family.map((member) => (
                <Badge key={member} size="lg" variant="light" title={`${panaKind(member)}, ank ${ank(member)}`}>
                  {member}
                </Badge>
              ))}
            </Group>
          </section>
        )}
      </Stack>
    </Container>
  );
}
