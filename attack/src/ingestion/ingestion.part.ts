import { randomInt, randomUUID } from 'node:crypto';
import { type Agent, signInAgent, trackedEntry, trackerPost } from '../agent.ts';
import { agentEmails } from '../agents.seed.ts';
import { copyData, type DataCopy, removeData } from '../data-copies.ts';
import { jsonOf } from '../http.ts';
import type { PartResult } from '../report.ts';
import { seconds } from '../report.ts';
import { killHard, type ServerHandle, startServer, stopServer } from '../server-process.ts';
import { type AgentLedger, verifyIngestion } from './ingestion-check.ts';

export type IngestionSize = {
  kills: number;
  /** Finished eight-hour entries each agent uploads (48 slots each). */
  entriesPerAgent: number;
  slotsPerBatch: number;
  budgetMs: number;
};

const day = 86_400_000;
const slotMs = 600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Slot = { entryId: string; startedAt: string; seconds: number; activeSeconds: number };

/** One agent's plan: entries a week apart, long ago (so they meet no demo data), each cut into 10-minute slots. */
function planFor(agentIndex: number, entries: number) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: entries }, (_, i) => {
    // Oldest first: an agent's entries follow one another in time.
    const from = today - (400 + 7 * (entries - 1 - i) + agentIndex) * day + 9 * 3_600_000;
    const id = randomUUID();
    const slots: Slot[] = Array.from({ length: 48 }, (_, s) => ({
      entryId: id,
      startedAt: new Date(from + s * slotMs).toISOString(),
      seconds: 600,
      activeSeconds: 200 + ((s * 37 + i * 11) % 390),
    }));
    return { id, from: new Date(from), to: new Date(from + 8 * 3_600_000), slots };
  });
}

/** The slot as the agent uploads it, with input counts and two apps. */
const wire = (slot: Slot) => ({
  ...slot,
  keyboardSeconds: Math.min(slot.seconds, 150),
  mouseSeconds: Math.min(slot.seconds, 250),
  keyCount: 500,
  clickCount: 60,
  apps: [
    { kind: 'app', name: 'Attack Editor', seconds: 400 },
    { kind: 'url', name: 'https://docs.attack.example/page', seconds: 200 },
  ],
});

/** The agents and the killer on one copy of the data, then the check of what the database holds. */
async function ingestUnderKills({ data, size }: { data: DataCopy; size: IngestionSize }): Promise<PartResult> {
  const started = Date.now();
  const deadline = started + size.budgetMs;
  let server: ServerHandle = await startServer(data);
  try {
    const failures: string[] = [];
    const counts = { batches: 0, resent: 0, refused: 0, serverErrors: 0, kills: 0, restartMs: 0 };
    let restartFailure = '';
    let up: Promise<void> = Promise.resolve();
    let finished = 0;

    const ledgers: AgentLedger[] = [];
    const agents: Array<{ agent: Agent; plan: ReturnType<typeof planFor>; ledger: AgentLedger }> = [];
    for (const [index, email] of agentEmails.entries()) {
      const agent = await signInAgent(server.url, email);
      if (!agent) continue;
      const plan = planFor(index, size.entriesPerAgent);
      const ledger: AgentLedger = {
        email,
        entryIds: plan.map((entry) => entry.id),
        entriesMade: new Set(),
        slots: new Map(),
      };
      for (const entry of plan)
        for (const slot of entry.slots) ledger.slots.set(slot.startedAt, { ...slot, acknowledged: false });
      ledgers.push(ledger);
      agents.push({ agent, plan, ledger });
    }
    if (agents.length === 0) {
      return {
        name: 'kill -9 ingestion',
        passed: false,
        figures: 'no demo member with a trackable project to act as an agent',
        failures: [],
      };
    }

    /** Sends until acknowledged: a dropped connection or 5xx means "not stored", so the agent waits and re-sends. */
    const untilAnswered = async (call: () => ReturnType<typeof trackerPost>) => {
      while (Date.now() < deadline && !restartFailure) {
        await up;
        const answer = await call();
        if (answer.status > 0 && answer.status < 500 && answer.status !== 429) return answer;
        if (answer.status >= 500) counts.serverErrors += 1;
        counts.resent += 1;
        await sleep(100);
      }
      return undefined;
    };

    const runAgent = async ({ agent, plan, ledger }: (typeof agents)[number]) => {
      for (const entry of plan) {
        const made = await untilAnswered(async () => {
          const result = await trackedEntry(server.url, agent, entry);
          return result.ok ? result.stopped : result.started.status === 200 ? result.stopped : result.started;
        });
        // No answer at all: the budget ran out or the server did not come back; that is reported once, below.
        if (!made) return;
        if (made.status !== 200) {
          failures.push(
            `POST /api/v1/Tracker/StartEntry+StopEntry ${entry.id} → ${made.status}: ${made.text.slice(0, 120)}`,
          );
          continue;
        }
        ledger.entriesMade.add(entry.id);
        for (let i = 0; i < entry.slots.length; i += size.slotsPerBatch) {
          const batch = entry.slots.slice(i, i + size.slotsPerBatch);
          const answer = await untilAnswered(() =>
            trackerPost(server.url, agent, 'UploadSlots', { slots: batch.map(wire) }),
          );
          if (!answer) return;
          counts.batches += 1;
          if (answer.status !== 200) {
            failures.push(
              `POST /api/v1/Tracker/UploadSlots (${batch.length} slots) → ${answer.status}: ${answer.text.slice(0, 120)}`,
            );
            continue;
          }
          const items =
            (jsonOf(answer) as { result?: { items?: Array<{ index: number; status: string; code?: string }> } }).result
              ?.items ?? [];
          for (const item of items) {
            const slot = batch[item.index];
            const kept = slot && ledger.slots.get(slot.startedAt);
            if (kept && (item.status === 'stored' || item.status === 'duplicate')) kept.acknowledged = true;
            else if (item.status === 'refused') counts.refused += 1;
          }
        }
      }
      finished += 1;
    };

    const killer = async () => {
      for (let k = 0; k < size.kills && Date.now() < deadline; k += 1) {
        await sleep(randomInt(150, 1200));
        if (finished === agents.length) return;
        let markUp = () => {};
        up = new Promise((resolve) => {
          markUp = resolve;
        });
        await killHard(server);
        counts.kills += 1;
        const at = Date.now();
        try {
          server = await startServer(data);
          counts.restartMs = Math.max(counts.restartMs, Date.now() - at);
        } catch (error) {
          restartFailure = `the server did not come back after kill -9 #${counts.kills}: ${(error as Error).message}`;
        }
        markUp();
        if (restartFailure) return;
      }
    };

    await Promise.all([killer(), ...agents.map(runAgent)]);
    if (restartFailure) failures.push(restartFailure);
    if (finished < agents.length && !restartFailure)
      failures.push(`agents did not finish within ${seconds(size.budgetMs)}`);
    await stopServer(server);

    const sent = ledgers.reduce((sum, ledger) => sum + ledger.slots.size, 0);
    const acknowledged = ledgers.reduce(
      (sum, ledger) => sum + [...ledger.slots.values()].filter((slot) => slot.acknowledged).length,
      0,
    );
    let figures = `${agents.length} agents, ${sent} slots in ${counts.batches} batches, ${counts.kills} kill -9 (slowest restart ${seconds(counts.restartMs)}), ${counts.resent} re-sends, ${counts.serverErrors} 5xx, ${acknowledged} acknowledged, ${counts.refused} refused`;
    try {
      if (!restartFailure) {
        const verdict = await verifyIngestion({ data, ledgers });
        figures += `, ${verdict.stored} stored, ${verdict.lost.length} lost, ${verdict.duplicates} duplicates, ${verdict.unexpected} unexpected, ${verdict.valueMismatches} altered, ${verdict.entriesMissing} entries missing, rollups ${verdict.rollupMismatches.length === 0 ? 'equal to recomputation' : 'DIFFER from recomputation'}`;
        if (verdict.lost.length > 0)
          failures.push(`${verdict.lost.length} acknowledged slots lost, e.g. ${verdict.lost.slice(0, 3).join('; ')}`);
        if (verdict.duplicates > 0) failures.push(`${verdict.duplicates} slots stored twice`);
        if (verdict.unexpected > 0 || verdict.valueMismatches > 0)
          failures.push(
            `${verdict.unexpected} slots stored that were never sent, ${verdict.valueMismatches} stored with other values`,
          );
        if (verdict.entriesMissing > 0) failures.push(`${verdict.entriesMissing} acknowledged entries missing`);
        if (acknowledged < sent - counts.refused)
          failures.push(`${sent - counts.refused - acknowledged} slots never acknowledged`);
        failures.push(...verdict.rollupMismatches.slice(0, 10));
      }
    } catch (error) {
      failures.push(`the database could not be checked after the run: ${(error as Error).message}`);
    }
    return {
      name: 'kill -9 ingestion',
      passed: failures.length === 0,
      figures,
      failures: failures.slice(0, 20),
    };
  } finally {
    await stopServer(server);
  }
}

/**
 * Part 5: tracker agents upload slot batches (with their own ids, as agents do) while the server is killed with
 * SIGKILL at random moments and restarted on the same data; the agents re-send whatever was not acknowledged.
 * Then: no acknowledged slot lost, none stored twice, and the rollups equal to a recomputation from raw rows.
 */
export async function ingestionPart({ template, size }: { template: DataCopy; size: IngestionSize }) {
  const data = await copyData(template);
  try {
    return await ingestUnderKills({ data, size });
  } finally {
    await removeData(data);
  }
}
