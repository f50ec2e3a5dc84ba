import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BoardRow, MembersBoard as MembersBoardData } from '@worktrail/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../shared/ui/lazy-on-demand.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { BoardTotals } from './BoardTotals.tsx';
import { MembersBoard } from './MembersBoard.tsx';
import { ScopeShares } from './ScopeShares.tsx';
import type { OrganisationSearch } from './use-organisation-search.ts';

// The member card is a drawer (Mantine's modal base and scroll lock, about 8 KB): it loads when a card first opens.
const BoardMemberCard = lazyDialog(
  () => import('./BoardMemberCard.tsx').then((module) => module.BoardMemberCard),
  (props) => props.row !== null,
);

type AllStatisticsProps = {
  /** Undefined until the first answer. */
  board: MembersBoardData | undefined;
  /** The previous answer shows while another page or filter loads. */
  busy: boolean;
  search: OrganisationSearch;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

/**
 * "All statistics": the totals, the members board with its pages and member cards, and the projects, apps and URLs
 * of the scope over the same period (once the caller's time zone, which the period's days are counted in, is known).
 */
export function AllStatistics({ board, busy, search, onPage, onSize }: AllStatisticsProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<BoardRow | null>(null);
  const title = t('dashboard.organisation.board.title');
  // The card follows the member's row as the board refreshes, and keeps the last figures if they leave the page.
  const openedRow = opened && (board?.members.find((row) => row.id === opened.id) ?? opened);

  return (
    <Stack gap="lg">
      <BoardTotals board={board} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`dashboard.organisation.board.order.${search.period}`)}
            </Text>
          </div>
          <MembersBoard board={board} period={search.period} busy={busy} title={title} onOpen={setOpened} />
          {board && board.pagination.total_Items > 0 && (
            <Pager
              page={search.page}
              size={search.size}
              total={board.pagination.total_Items}
              onPage={onPage}
              onSize={onSize}
            />
          )}
        </Stack>
      </Paper>
      {board && (
        <ScopeShares period={search.period} departmentId={search.departmentId} timeZone={board.managerTimeZone} />
      )}
      <BoardMemberCard row={openedRow} period={search.period} onClose={() => setOpened(null)} />
    </Stack>
  );
}
