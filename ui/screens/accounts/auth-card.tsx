import { Box, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the logged-out screens: mobile width, centred, a heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" maw={430} mx="auto" px="md" py="xl">
      <Paper p="lg" radius="md" withBorder>
        <Stack gap="md">
          <Title order={1} size="h3" ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
