/** What one part of the suite found: its figure line, whether it passed, and the failing requests. */
export type PartResult = {
  name: string;
  passed: boolean;
  figures: string;
  /** Failing requests or checks, one line each (method, path, field, value kinds, outcome); at most about 20. */
  failures: string[];
  /** Every distinct failure, for the ATTACK_REPORT file when `failures` had to be cut. */
  allFailures?: string[];
  /** Findings worth reading that do not fail the part (undeclared statuses…). */
  notes?: string[];
};

const maxExamples = 20;

type Group = { where: string; outcome: string; kinds: string[]; count: number };

/**
 * Failures grouped by where (method, path, field) and outcome (status, timeout…): one line per group, naming
 * every kind of value that led there, so twenty lines cover many requests.
 */
export class Findings {
  private groups = new Map<string, Group>();

  add({ where, kind, outcome }: { where: string; kind: string; outcome: string }) {
    const key = `${where}\u0000${outcome}`;
    const group = this.groups.get(key) ?? { where, outcome, kinds: [], count: 0 };
    group.count += 1;
    if (!group.kinds.includes(kind)) group.kinds.push(kind);
    this.groups.set(key, group);
  }

  /** Requests that failed, all groups together. */
  get count() {
    return [...this.groups.values()].reduce((sum, group) => sum + group.count, 0);
  }

  /** Distinct failures: place and outcome. */
  get distinct() {
    return this.groups.size;
  }

  /** One line per distinct failure, the gravest first (hangs and crashes, then 5xx, then the rest). */
  lines(): string[] {
    const severity = (group: Group) =>
      /no answer|connection|no longer answers/.test(group.outcome)
        ? 0
        : /^5\d\d/.test(group.outcome)
          ? 1
          : /RSS/.test(group.outcome)
            ? 2
            : 3;
    return [...this.groups.values()]
      .sort((a, b) => severity(a) - severity(b))
      .map(
        (group) =>
          `${group.where} ← ${group.kinds.slice(0, 6).join(', ')}${group.kinds.length > 6 ? ` (+${group.kinds.length - 6} more)` : ''} → ${group.outcome}`,
      );
  }

  /** At most `limit` lines, saying how many more there were. */
  examples(limit = maxExamples): string[] {
    const all = this.lines();
    if (all.length <= limit) return all;
    return [...all.slice(0, limit), `… and ${all.length - limit} more distinct failures`];
  }
}

/** Prints one part's result: its figure line, then its examples indented. */
export function printPart(result: PartResult) {
  console.log(`${result.name}: ${result.figures}  [${result.passed ? 'pass' : 'FAIL'}]`);
  for (const line of result.failures) console.log(`    ✗ ${line}`);
  for (const line of result.notes ?? []) console.log(`    · ${line}`);
}

/** Milliseconds as a short human figure. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
