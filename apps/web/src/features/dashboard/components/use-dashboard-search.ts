import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type DateRange, type RangeKind, rangeKindOf } from './dashboard-range.ts';

/** What the dashboard's address says: `?member=<memberId>&range=day|week|month|custom&from=&to=`. */
export type DashboardSearch = {
  /** The member shown; null for the signed-in member. */
  memberId: string | null;
  kind: RangeKind;
  from: string | null;
  to: string | null;
};

/** The dashboard's filters, kept in the address so a link (from the timeline or members list) opens the same view. */
export function useDashboardSearch() {
  const [params, setParams] = useSearchParams();
  const search: DashboardSearch = {
    memberId: params.get('member') || null,
    kind: rangeKindOf(params.get('range')),
    from: params.get('from'),
    to: params.get('to'),
  };

  const update = useCallback(
    (change: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );

  /** Another member, in the same kind of period. */
  const setMember = useCallback((memberId: string) => update({ member: memberId }), [update]);

  /** Another kind of period, from a date (null: the current one) or, for a custom range, between two dates. */
  const setKind = useCallback(
    (kind: RangeKind, { from, to }: { from: string | null; to: string | null }) =>
      update({ range: kind, from, to: kind === 'custom' ? to : null }),
    [update],
  );

  /** Another range of the same kind: for a day, week or month only its start counts. */
  const setRange = useCallback(
    (kind: RangeKind, range: DateRange) =>
      update({ range: kind, from: range.from, to: kind === 'custom' ? range.to : null }),
    [update],
  );

  return { search, setMember, setKind, setRange };
}
