import type { GeneralReport, ProjectMembersReport, ProjectsReport, ReportFigures } from '@worktrail/contract';
import { fillMessage } from '@worktrail/contract';
import type { ExportCell, ExportColumn, ExportTable } from './export-table.ts';
import type { ExportWords as Words } from './export-words.ts';

/**
 * One money column per currency that any row or the totals has, in alphabetical order: a spreadsheet sums a
 * column of one currency; amounts of two currencies never share a cell. None for those who may not see rates.
 */
function moneyColumns(figures: ReportFigures[], words: Words) {
  const currencies = [
    ...new Set(figures.flatMap((figure) => (figure.amounts ?? []).map((amount) => amount.currency))),
  ].sort();
  const columns: ExportColumn[] = currencies.map((currency) => ({
    header: fillMessage(words.columns.amount, { currency }),
    kind: 'money',
  }));
  const cells = (figure: ReportFigures): ExportCell[] =>
    currencies.map((currency) => figure.amounts?.find((amount) => amount.currency === currency)?.amount ?? null);
  return { columns, cells };
}

/** Worked, offline and activity: the figures every grouped report shows. */
const figureColumns = (words: Words): ExportColumn[] => [
  { header: words.columns.worked, kind: 'duration' },
  { header: words.columns.offline, kind: 'duration' },
  { header: words.columns.activity, kind: 'percent' },
];
const figureCells = (figures: ReportFigures): ExportCell[] => [
  figures.workedSeconds,
  figures.offlineSeconds,
  figures.activity,
];

/**
 * `GeneralReport`: a row per group with its members, member-days, figures and average per member-day; with a
 * second grouping, the group's row says "Subtotal" and its subgroups follow it, each naming its group too (so a
 * spreadsheet can filter either level).
 */
export function generalTable(report: GeneralReport, words: Words): ExportTable {
  const { groupBy, thenBy } = report;
  const money = moneyColumns(
    [
      report.totals.figures,
      ...report.groups.flatMap((group) => [group.figures, ...group.children.map((c) => c.figures)]),
    ],
    words,
  );
  const labelOf = (label: string, key: string | null, grouping: typeof groupBy) =>
    key === null || label === '' ? words.noneOf[grouping] : label;
  const columns: ExportColumn[] = [
    { header: words.groupings[groupBy], kind: 'text' },
    ...(thenBy ? [{ header: words.groupings[thenBy], kind: 'text' as const }] : []),
    { header: words.columns.members, kind: 'number' },
    { header: words.columns.memberDays, kind: 'number' },
    ...figureColumns(words),
    { header: words.columns.average, kind: 'duration' },
    ...money.columns,
  ];
  type Line = GeneralReport['totals'];
  const cells = (line: Omit<Line, 'fromDate' | 'toDate'>): ExportCell[] => [
    line.memberCount,
    line.memberDays,
    ...figureCells(line.figures),
    line.averageSecondsPerMemberDay,
    ...money.cells(line.figures),
  ];
  const rows = report.groups.flatMap((group) => {
    const name = labelOf(group.label, group.key, groupBy);
    if (!thenBy) return [[name, ...cells(group)]];
    return [
      [name, words.values.subtotal, ...cells(group)],
      ...group.children.map((child) => [name, labelOf(child.label, child.key, thenBy), ...cells(child)]),
    ];
  });
  const totals = [words.values.total, ...(thenBy ? [null] : []), ...cells(report.totals)];
  return { columns, rows, totals };
}

/** `ProjectsReport`: a row per project with its customer, status, members and budget (hours; none when 0). */
export function projectsTable(report: ProjectsReport, words: Words): ExportTable {
  const money = moneyColumns([report.totals, ...report.projectOut.map((project) => project.figures)], words);
  return {
    columns: [
      { header: words.columns.project, kind: 'text' },
      { header: words.columns.customer, kind: 'text' },
      { header: words.columns.projectStatus, kind: 'text' },
      { header: words.columns.members, kind: 'number' },
      { header: words.columns.budget, kind: 'number' },
      ...figureColumns(words),
      ...money.columns,
    ],
    rows: report.projectOut.map((project) => [
      project.name,
      project.customer?.name ?? words.noneOf.customer,
      words.projectStatuses[project.status] ?? project.status,
      project.memberCount,
      project.maxWorkingHours > 0 ? project.maxWorkingHours : null,
      ...figureCells(project.figures),
      ...money.cells(project.figures),
    ]),
    totals: [words.values.total, null, null, null, null, ...figureCells(report.totals), ...money.cells(report.totals)],
  };
}

/** `ProjectMembersReport`: a row per project and member with time on it. */
export function projectMembersTable(report: ProjectMembersReport, words: Words): ExportTable {
  const projects = report.projectsEmployeesListOut;
  const money = moneyColumns(
    [report.totals, ...projects.flatMap((project) => project.members.map((member) => member.figures))],
    words,
  );
  return {
    columns: [
      { header: words.columns.project, kind: 'text' },
      { header: words.columns.customer, kind: 'text' },
      { header: words.columns.member, kind: 'text' },
      { header: words.columns.email, kind: 'text' },
      ...figureColumns(words),
      ...money.columns,
    ],
    rows: projects.flatMap((project) =>
      project.members.map((member) => [
        project.name,
        project.customer?.name ?? words.noneOf.customer,
        member.name,
        member.email,
        ...figureCells(member.figures),
        ...money.cells(member.figures),
      ]),
    ),
    totals: [words.values.total, null, null, null, ...figureCells(report.totals), ...money.cells(report.totals)],
  };
}
