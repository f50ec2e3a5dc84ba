import type { TrackerSettings } from '@worktrail/contract';
import type { TrackerApi } from '../api/tracker-api.ts';
import type { AgentStatus } from '../control/contract.ts';
import type { AgentNoticeCode } from '../control/notices.ts';
import { ApiError, OfflineError, SignedOutError } from '../errors.ts';
import { backoffMs } from '../outbox/backoff.ts';
import type { Outbox, SlotRecord } from '../outbox/outbox.ts';
import { dropScreenshot, uploadPass } from '../outbox/uploader.ts';
import type { Watchers } from '../watchers/ports.ts';
import { Recorder } from './recorder.ts';
import { defaultScreenshotReviewMs, deletableUntil, lastScreenshotStatus, reviewMsOf } from './screenshot-review.ts';
import { localDay, recorderSettingsOf } from './settings.ts';

const settingsEveryMs = 5 * 60_000;
const heartbeatEveryMs = 60_000;
const uploadEveryMs = 10_000;

export type AgentDeps = {
  outbox: Outbox;
  api: TrackerApi;
  watchers: Watchers;
  now: () => number;
  random: () => number;
  screenshotsFolder: string;
  server: string;
  member: { name: string; email: string } | null;
  language: 'en' | 'ar';
  /** Deletes the credentials; called once when the grant is gone, with the reason. */
  forgetCredentials: (reason: 'grantRevoked' | 'memberArchived' | 'signedOut') => Promise<void>;
  onSlotClosed?: (slot: SlotRecord) => void;
  /** The review window of screenshots; 0 where Prevent_Screenshot_deletion applies. */
  screenshotReviewMs?: number;
};

/** The running agent: the recorder plus settings, heartbeats, uploads and the status the control API answers. */
export class Agent {
  readonly recorder: Recorder;
  private settings: TrackerSettings | undefined;
  private tasks = new Map<string, { id: string; name: string }[]>();
  private signedOut: AgentNoticeCode | undefined;
  private notices: { code: AgentNoticeCode; at: string }[] = [];
  private nextSettingsMs = 0;
  private nextHeartbeatMs = 0;
  private nextUploadMs = 0;
  private uploadFailures = 0;
  private uploading: Promise<void> | undefined;
  private lastUploadAt: string | null = null;
  private today: { day: string; seconds: number };
  private readonly deps: AgentDeps;

  constructor(deps: AgentDeps) {
    this.deps = deps;
    this.recorder = new Recorder({ ...deps, notice: (code) => this.notice(code) });
    this.today = (deps.outbox.get('today') as { day: string; seconds: number } | undefined) ?? { day: '', seconds: 0 };
  }

  /** Start-up: ends what a killed run left, reads the settings, and resumes recording what was being recorded. */
  async boot() {
    const resume = this.recorder.recover();
    await this.refreshSettings();
    if (resume && !this.signedOut) this.recorder.start(resume);
  }

  notice(code: AgentNoticeCode) {
    this.notices = [
      ...this.notices.filter((n) => n.code !== code),
      { code, at: new Date(this.deps.now()).toISOString() },
    ];
  }

  /** One second: record, then whatever periodic call is due (none of them blocks the next tick). */
  async tick() {
    if (this.signedOut) return;
    const before = this.recorder.countedTotal;
    await this.recorder.tick();
    this.countToday(this.recorder.countedTotal - before);
    const now = this.deps.now();
    if (now >= this.nextSettingsMs) void this.refreshSettings();
    if (now >= this.nextHeartbeatMs) void this.heartbeat();
    if (now >= this.nextUploadMs) void this.upload();
  }

  async start({ projectId, taskId }: { projectId: string; taskId: string | null }) {
    if (this.signedOut) return { ok: false as const, reason: this.signedOut };
    if (this.settings && !this.settings.projects.some((p) => p.id === projectId)) {
      this.notice('projectNotAllowed');
      return { ok: false as const, reason: 'projectNotAllowed' as const };
    }
    if (this.recorder.running()) this.recorder.stop();
    const entry = this.recorder.start({ projectId, taskId });
    if (!entry) return { ok: false as const, reason: 'weeklyLimitReached' as const };
    this.nextUploadMs = 0;
    return { ok: true as const };
  }

  stop() {
    this.recorder.stop();
    this.nextUploadMs = 0;
  }

  /** Uploads until nothing is left or the server cannot be reached; for `stop` from the CLI and for tests. */
  async drain() {
    await this.uploading;
    this.nextUploadMs = 0;
    await this.upload();
  }

  /** Uploads one pass now unless one runs; on failure waits a jittered back-off before the next. */
  async upload() {
    if (this.uploading || this.signedOut) return this.uploading;
    this.uploading = (async () => {
      try {
        await this.recorder.settled();
        const pass = await uploadPass({
          outbox: this.deps.outbox,
          api: this.deps.api,
          now: this.deps.now,
          reviewMs: this.reviewMs(),
        });
        if (pass.refusedEntry) this.notice('projectNotAllowed');
        this.uploadFailures = 0;
        if (pass.sent > 0) this.lastUploadAt = new Date(this.deps.now()).toISOString();
        this.dropNotice('offline', 'serverError');
        this.nextUploadMs = this.deps.now() + uploadEveryMs;
      } catch (error) {
        if (await this.handleSignedOut(error)) return;
        this.notice(error instanceof OfflineError ? 'offline' : 'serverError');
        this.nextUploadMs = this.deps.now() + backoffMs({ attempt: this.uploadFailures++, random: this.deps.random });
      } finally {
        this.uploading = undefined;
      }
    })();
    return this.uploading;
  }

  async refreshSettings() {
    this.nextSettingsMs = this.deps.now() + settingsEveryMs;
    try {
      this.settings = await this.deps.api.settings();
      this.recorder.applySettings(recorderSettingsOf(this.settings));
      void this.refreshTasks(this.settings.projects.map((p) => p.id));
    } catch (error) {
      // A valid token refused the agent's own settings: the member can no longer track here (archived).
      const refused = error instanceof ApiError && error.status === 403;
      if (await this.handleSignedOut(refused ? new SignedOutError('memberArchived', error.message) : error)) return;
      // Offline: the last settings stay in force and the next tick tries again soon.
      this.nextSettingsMs = this.deps.now() + heartbeatEveryMs;
    }
  }

  /** Tasks are a convenience: without the permission or the network the projects are offered alone. */
  private async refreshTasks(projectIds: string[]) {
    for (const projectId of projectIds) {
      try {
        const tasks = await this.deps.api.tasks(projectId);
        this.tasks.set(
          projectId,
          tasks.map(({ id, name }) => ({ id, name })),
        );
      } catch {
        return;
      }
    }
  }

  async heartbeat() {
    this.nextHeartbeatMs = this.deps.now() + heartbeatEveryMs;
    const entry = this.recorder.running();
    try {
      // Only an entry the server already knows can be named; a queued one is still unknown to it.
      const known = entry && this.deps.outbox.entry(entry.id)?.startSent;
      await this.deps.api.heartbeat(
        entry ? { projectId: entry.projectId, taskId: entry.taskId, entryId: known ? entry.id : null } : {},
      );
    } catch (error) {
      await this.handleSignedOut(error);
    }
  }

  resolveIdle(keep: boolean) {
    return this.recorder.resolveIdle(keep);
  }

  private reviewMs() {
    return reviewMsOf({ settings: this.settings, reviewMs: this.deps.screenshotReviewMs ?? defaultScreenshotReviewMs });
  }

  /**
   * Deletes a screenshot inside its review window, from the outbox and the disk: it is never uploaded, and the
   * time it was taken in stays recorded. Past the window it may be on its way to the server, so it is refused.
   */
  deleteScreenshot(id: string) {
    const shot = this.deps.outbox.screenshots().find((s) => s.id === id);
    const until = shot && deletableUntil({ takenAt: shot.takenAt, reviewMs: this.reviewMs(), nowMs: this.deps.now() });
    if (!shot || until === undefined) return false;
    dropScreenshot(this.deps.outbox, shot.id, shot.path);
    if (this.recorder.lastScreenshot?.id === id) this.recorder.lastScreenshot = undefined;
    return true;
  }

  screenshotPath(id: string) {
    return this.deps.outbox.screenshots().find((s) => s.id === id)?.path;
  }

  /** Sign-out asked by the person: stops recording; the caller revokes and deletes the credentials. */
  async logout() {
    this.recorder.stop();
    await this.drain().catch(() => undefined);
    this.signedOut = 'signedOut';
    this.notice('signedOut');
  }

  isSignedOut() {
    return this.signedOut;
  }

  status(): AgentStatus {
    const entry = this.recorder.running();
    const projects = (this.settings?.projects ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      tasks: this.tasks.get(p.id) ?? [],
    }));
    const project = entry && projects.find((p) => p.id === entry.projectId);
    return {
      signedIn: !this.signedOut,
      server: this.deps.server,
      member: this.deps.member,
      language: this.deps.language,
      projects,
      running: entry
        ? {
            entryId: entry.id,
            projectId: entry.projectId,
            projectName: project?.name ?? entry.projectId,
            taskId: entry.taskId,
            taskName: project?.tasks.find((x) => x.id === entry.taskId)?.name ?? null,
            startedAt: entry.startedAt,
          }
        : null,
      todaySeconds: this.today.day === this.dayOf(this.deps.now()) ? this.today.seconds : 0,
      queue: this.deps.outbox.queue(),
      lastUploadAt: this.lastUploadAt,
      lastScreenshot: lastScreenshotStatus({
        last: this.recorder.lastScreenshot,
        outbox: this.deps.outbox,
        reviewMs: this.reviewMs(),
        nowMs: this.deps.now(),
      }),
      idle: this.recorder.idle(),
      notices: this.notices,
    };
  }

  private dayOf(ms: number) {
    return localDay(ms, this.settings?.timeZone ?? 'UTC');
  }

  private countToday(added: number) {
    if (added <= 0) return;
    const day = this.dayOf(this.deps.now());
    const before = this.today.day === day ? this.today.seconds : 0;
    this.today = { day, seconds: before + added };
    // Saved about every half minute, with the slots' own flush cadence.
    if (Math.floor(before / 30) !== Math.floor(this.today.seconds / 30)) this.deps.outbox.set('today', this.today);
  }

  private dropNotice(...codes: AgentNoticeCode[]) {
    this.notices = this.notices.filter((n) => !codes.includes(n.code));
  }

  /** The grant is gone or the member archived: stop, forget the credentials, and never upload again. */
  private async handleSignedOut(error: unknown) {
    if (!(error instanceof SignedOutError)) return false;
    if (this.signedOut) return true;
    this.signedOut = error.code;
    this.recorder.stop();
    this.deps.outbox.discardAll(error.code);
    this.notice(error.code);
    await this.deps.forgetCredentials(error.code);
    return true;
  }
}
