// The local page of the running agent: reads its status, sends the person's choices, keeps both in view.
import { fillText, localDigits, pickLanguage, readAnswer, statusChanges } from './page-logic.js';
import { renderStatus, renderTasks, renderTexts, renderToday } from './render.js';
import { texts } from './texts.js';

const refreshMs = 2000;
const languageStorageKey = 'worktrail-tracker.language';
const $ = (id) => document.getElementById(id);

const page = {
  status: null,
  fetchedAtMs: 0,
  chosenLanguage: readChosenLanguage(),
  /** The person changed the picker since the last start, so refreshes must not undo their choice. */
  pickerTouched: false,
  busy: false,
  refreshTimer: undefined,
  signedOutHere: false,
  errorFrom: undefined,
};

function readChosenLanguage() {
  // Storage can be refused (private windows, strict settings); the page then follows the agent's language.
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

const currentLanguage = () => pickLanguage({ chosen: page.chosenLanguage, fromStatus: page.status?.language });

function t(key, values = {}) {
  const language = currentLanguage();
  const localised = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? localDigits(String(value), language) : value,
    ]),
  );
  return fillText(texts[language][key] ?? texts.en[key] ?? key, localised);
}

const view = () => ({
  status: page.status,
  language: currentLanguage(),
  t,
  nowMs: Date.now(),
  fetchedAtMs: page.fetchedAtMs,
});

function render() {
  renderTexts({ language: currentLanguage(), t });
  if (page.status) renderStatus({ view: view(), keepChoice: page.pickerTouched });
}

function announce(text) {
  // Emptied first so the same words twice in a row are still read out.
  const announcer = $('announcer');
  announcer.textContent = '';
  requestAnimationFrame(() => {
    announcer.textContent = text;
  });
}

/** Shows a failure; `from` tells a failed refresh (cleared by the next good one) from a failed action (kept). */
function showError(text, from) {
  page.errorFrom = from;
  $('error').textContent = text;
}

function clearError({ from }) {
  if (from === 'action' || page.errorFrom === 'refresh') showError('', undefined);
}

async function callAgent(path, body) {
  const init =
    body === undefined
      ? { credentials: 'same-origin', headers: { accept: 'application/json' } }
      : {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, messageKey: 'error.unreachable' };
  }
  const answerBody = await response.json().catch(() => null);
  return readAnswer({ httpStatus: response.status, body: answerBody });
}

/** Takes a new status in; what changed is announced unless `announced` says the caller already did. */
function acceptStatus(status, { announced = false, from = 'refresh' } = {}) {
  const previous = page.status;
  const languageBefore = currentLanguage();
  page.status = status;
  page.fetchedAtMs = Date.now();
  clearError({ from });
  render();
  if (currentLanguage() !== languageBefore) return;
  const changes = announced ? [] : statusChanges(previous, status);
  if (changes.length > 0) announce(changes.map((change) => t(change.key, change.values)).join(' '));
}

async function refresh() {
  if (page.signedOutHere) return;
  const answer = await callAgent('/api/status');
  if (answer.ok) acceptStatus(answer.status);
  // A failed refresh keeps the last status on screen; the message says why it may be stale.
  else showError(answer.message ?? t(answer.messageKey), 'refresh');
}

/** Sends one action; on success shows the new status and says `doneKey`, on failure keeps everything as it was. */
async function act({ path, body, doneKey, doneValues }) {
  if (page.busy) return false;
  page.busy = true;
  document.body.setAttribute('aria-busy', 'true');
  try {
    const answer = await callAgent(path, body);
    if (!answer.ok) {
      showError(answer.message ?? t(answer.messageKey), 'action');
      return false;
    }
    acceptStatus(answer.status, { announced: true, from: 'action' });
    announce(t(doneKey, typeof doneValues === 'function' ? doneValues(answer.status) : doneValues));
    return true;
  } finally {
    page.busy = false;
    document.body.removeAttribute('aria-busy');
  }
}

const confirmDialog = $('confirm');

/** Asks before something that cannot be undone; Escape and Cancel both answer no. */
function confirmFirst({ textKey, confirmKey }) {
  $('confirm-text').textContent = t(textKey);
  $('confirm-ok').textContent = t(confirmKey);
  confirmDialog.returnValue = 'cancel';
  return new Promise((resolve) => {
    confirmDialog.addEventListener('close', () => resolve(confirmDialog.returnValue === 'confirm'), { once: true });
    confirmDialog.showModal();
  });
}

$('start-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const projectId = $('project').value;
  if (!projectId) return;
  const taskId = $('task').value || null;
  const started = await act({
    path: '/api/start',
    body: { projectId, taskId },
    doneKey: 'tracking.started',
    doneValues: (status) => ({ project: status.running?.projectName ?? '' }),
  });
  if (started) page.pickerTouched = false;
});

$('stop').addEventListener('click', () => act({ path: '/api/stop', body: {}, doneKey: 'tracking.stopped' }));

$('project').addEventListener('change', () => {
  page.pickerTouched = true;
  renderTasks({ view: view(), taskId: '' });
});
$('task').addEventListener('change', () => {
  page.pickerTouched = true;
});

// The answered question disappears; focus moves on to what follows instead of falling back to the page start.
async function answerIdle({ keep }) {
  const done = await act({ path: '/api/idle', body: { keep }, doneKey: keep ? 'idle.kept' : 'idle.discarded' });
  if (done) $('tracking-heading').focus();
}
$('idle-keep').addEventListener('click', () => answerIdle({ keep: true }));
$('idle-discard').addEventListener('click', () => answerIdle({ keep: false }));

$('screenshot-delete').addEventListener('click', async () => {
  const shot = page.status?.lastScreenshot;
  if (!shot) return;
  if (!(await confirmFirst({ textKey: 'screenshot.confirm', confirmKey: 'screenshot.delete' }))) return;
  const deleted = await act({ path: '/api/screenshot/delete', body: { id: shot.id }, doneKey: 'screenshot.deleted' });
  // The button is gone now; keep focus in its section.
  if (deleted) $('screenshot-heading').focus();
});

$('sign-out').addEventListener('click', async () => {
  if (!(await confirmFirst({ textKey: 'signOut.confirm', confirmKey: 'signOut.button' }))) return;
  if (!(await act({ path: '/api/logout', body: {}, doneKey: 'signOut.done' }))) return;
  // The agent ends itself after a sign-out: asking it again would only show "not answering".
  page.signedOutHere = true;
  clearTimeout(page.refreshTimer);
  $('signed-out-here').hidden = false;
});

$('language-switch').addEventListener('click', () => {
  page.chosenLanguage = t('language.switchTo');
  try {
    localStorage.setItem(languageStorageKey, page.chosenLanguage);
  } catch {
    // Not remembered across visits then; this visit still switches.
  }
  render();
});

function scheduleRefresh() {
  clearTimeout(page.refreshTimer);
  if (document.visibilityState !== 'visible' || page.signedOutHere) return;
  page.refreshTimer = setTimeout(async () => {
    await refresh();
    scheduleRefresh();
  }, refreshMs);
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible') {
    clearTimeout(page.refreshTimer);
    return;
  }
  if (!page.signedOutHere) void refresh().then(scheduleRefresh);
});

// The total ticks every second; the status itself is only asked for every 2 s.
setInterval(() => {
  if (page.status?.running && document.visibilityState === 'visible') renderToday({ view: view() });
}, 1000);

render();
void refresh().then(scheduleRefresh);
