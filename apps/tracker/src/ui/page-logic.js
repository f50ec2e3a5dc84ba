// The page's pure logic: no DOM, so node:test checks it and the browser runs the very same file (no build step).

/** Writes digits as the language writes them (Intl decides, as in the portal), so times and counts match it. */
export function localDigits(text, language) {
  const number = new Intl.NumberFormat(language, { useGrouping: false });
  return text.replace(/\d/g, (digit) => number.format(Number(digit)));
}

/** A length of time as h:mm, whole minutes rounded down, never negative. */
export function formatDuration(seconds, language = 'en') {
  const whole = Math.max(0, Math.floor(seconds / 60));
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return localDigits(text, language);
}

/** Today's total as of now: the agent's figure plus the time since it was read, while a timer runs. */
export function totalSecondsNow({ todaySeconds, running, fetchedAtMs, nowMs }) {
  if (!running) return todaySeconds;
  return todaySeconds + Math.max(0, Math.floor((nowMs - fetchedAtMs) / 1000));
}

/** Fills `{name}` marks of a text; an unknown mark stays visible so a missing value is noticed, not hidden. */
export function fillText(template, values = {}) {
  return template.replace(/\{(\w+)\}/g, (mark, name) => (name in values ? String(values[name]) : mark));
}

/** Idle time in whole minutes for the question, at least 1 so it never asks about "0 min". */
export function idleMinutes(seconds) {
  return Math.max(1, Math.round(seconds / 60));
}

/** The person's own choice wins over the member's preference the agent reports; English when neither is known. */
export function pickLanguage({ chosen, fromStatus }) {
  if (chosen === 'en' || chosen === 'ar') return chosen;
  if (fromStatus === 'en' || fromStatus === 'ar') return fromStatus;
  return 'en';
}

/** A time of day, with the date in front when it is not today (local time of this computer). */
export function formatMoment(iso, language, nowMs) {
  const moment = new Date(iso);
  const sameDay = moment.toDateString() === new Date(nowMs).toDateString();
  const options = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(language, options).format(moment);
}

/**
 * Reads one answer of the control API: the status, or what to tell the person. A refused secret and an answer
 * that is not the contract's shape get the page's own words, since the agent's words may be missing or English.
 */
export function readAnswer({ httpStatus, body }) {
  if (httpStatus === 401 || httpStatus === 403) return { ok: false, messageKey: 'error.secret' };
  if (body && body.ok === true && body.status && typeof body.status === 'object') {
    return { ok: true, status: body.status };
  }
  if (body && body.ok === false && typeof body.message === 'string' && body.message !== '') {
    return { ok: false, message: body.message };
  }
  return { ok: false, messageKey: 'error.generic' };
}

const noticeId = (notice) => `${notice.code}@${notice.at}`;

/**
 * What changed between two statuses that a screen reader should hear, as text keys with their values. The first
 * status announces nothing: the page reads it as it is.
 */
export function statusChanges(previous, next) {
  if (!previous) return [];
  const changes = [];
  const was = previous.running;
  const now = next.running;
  if (now && (!was || was.entryId !== now.entryId)) {
    changes.push({ key: 'tracking.started', values: { project: now.projectName } });
  } else if (was && !now) {
    changes.push({ key: 'tracking.stopped', values: {} });
  }
  if (next.idle && (!previous.idle || previous.idle.since !== next.idle.since)) {
    changes.push({ key: 'idle.question', values: { minutes: idleMinutes(next.idle.seconds) } });
  }
  const known = new Set(previous.notices.map(noticeId));
  for (const notice of next.notices) {
    if (!known.has(noticeId(notice))) changes.push({ key: `notice.${notice.code}`, values: {} });
  }
  return changes;
}
