import { Table } from '@mantine/core';
import type { ReportFigures } from '@worktrail/contract';
import { type ReactNode, useState } from 'react';
import classes from './reports.module.css';
import { useReportFormat } from './use-report-format.ts';

type FiguresRowProps = {
  figures: ReportFigures;
  withAmounts: boolean;
  /** A subgroup under its group: indented. */
  child?: boolean;
  /** The totals row of the table's foot: its name cell is a row header. */
  total?: boolean;
  /** Cells between the activity and the amount (members, member-days, average). */
  more?: ReactNode;
  /** The name cell's content. */
  children: ReactNode;
};

/** A row of a grouped report: its name, worked time, activity, any more figures and the billable amount. */
export function FiguresRow({ figures, withAmounts, child = false, total = false, more, children }: FiguresRowProps) {
  const format = useReportFormat();
  const Cell = total ? Table.Th : Table.Td;
  return (
    <Table.Tr className={total ? classes.totalRow : undefined}>
      <Cell className={child ? classes.child : undefined} scope={total ? 'row' : undefined}>
        {children}
      </Cell>
      <Table.Td className={classes.figure}>{format.duration(figures.workedSeconds)}</Table.Td>
      <Table.Td className={classes.figure}>{format.activity(figures.activity)}</Table.Td>
      {more}
      {withAmounts && <Table.Td className={classes.figure}>{format.money(figures.amounts ?? [])}</Table.Td>}
    </Table.Tr>
  );
}

/** Which rows of a table are open onto their children: none at first. */
export function useExpandedRows() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  return {
    isOpen: (key: string) => open.has(key),
    toggle: (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
}
