import { Badge } from '@mantine/core';
import type { TicketStatusGroup } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Glyph, type glyphs } from './Glyph.tsx';

const colours: Record<TicketStatusGroup, string> = {
  Active: 'blue',
  Solved: 'green',
  Canceled: 'gray',
  Archived: 'dark',
};

// A shape per group too, so the status never rests on colour alone.
const marks: Record<TicketStatusGroup, keyof typeof glyphs> = {
  Active: 'active',
  Solved: 'solved',
  Canceled: 'remove',
  Archived: 'archived',
};

/** A ticket's status as one of the four groups of §4: its name, a colour and a shape. */
export function TicketStatusBadge({ group }: { group: TicketStatusGroup }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[group]} variant="light" leftSection={<Glyph name={marks[group]} size={12} />}>
      {t(`support.status.${group}`)}
    </Badge>
  );
}
