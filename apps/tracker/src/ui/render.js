// Puts a status on the page. Only sets text and attributes (never HTML), so names from the server stay text.
import { formatDuration, formatMoment, idleMinutes, localDigits, totalSecondsNow } from './page-logic.js';

const $ = (id) => document.getElementById(id);

/** Language, direction, title and every fixed text of the page. */
export function renderTexts({ language, t }) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  document.title = t('page.title');
  for (const element of document.querySelectorAll('[data-text]')) element.textContent = t(element.dataset.text);
  const switchButton = $('language-switch');
  switchButton.textContent = t('language.switch');
  switchButton.lang = t('language.switchTo');
}

/** Today's total, ticking while a timer runs. */
export function renderToday({ view }) {
  const seconds = totalSecondsNow({
    todaySeconds: view.status.todaySeconds,
    running: view.status.running !== null,
    fetchedAtMs: view.fetchedAtMs,
    nowMs: view.nowMs,
  });
  $('today-total').textContent = formatDuration(seconds, view.language);
}

const option = (value, label) => {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = label;
  return element;
};

/** The task list of the chosen project, keeping the chosen task when it is still there. */
export function renderTasks({ view, taskId }) {
  const project = view.status.projects.find((candidate) => candidate.id === $('project').value);
  const select = $('task');
  const tasks = project ? project.tasks : [];
  select.replaceChildren(option('', view.t('tracking.noTask')), ...tasks.map((task) => option(task.id, task.name)));
  select.value = tasks.some((task) => task.id === taskId) ? taskId : '';
}

let shownPicker = '';

/**
 * The project picker. While the person has touched it (`keepChoice`), their choice stays through refreshes;
 * otherwise it follows what runs, so a start from the command line shows here too.
 */
export function renderPicker({ view, keepChoice }) {
  const { projects, running } = view.status;
  const projectSelect = $('project');
  const chosenProject = keepChoice ? projectSelect.value : (running?.projectId ?? projectSelect.value);
  const chosenTask = keepChoice ? $('task').value : (running?.taskId ?? '');
  const signature = JSON.stringify([view.language, projects]);
  if (signature !== shownPicker) {
    shownPicker = signature;
    projectSelect.replaceChildren(...projects.map((project) => option(project.id, project.name)));
  }
  const known = projects.some((project) => project.id === chosenProject);
  projectSelect.value = known ? chosenProject : (projects[0]?.id ?? '');
  renderTasks({ view, taskId: chosenTask });
  const empty = projects.length === 0;
  $('no-projects').hidden = !empty;
  projectSelect.disabled = empty;
  $('task').disabled = empty;
  $('start').disabled = empty;
  $('stop').disabled = running === null;
}

function renderTracking({ view }) {
  const { running } = view.status;
  $('tracking').hidden = !view.status.signedIn;
  $('current-label').textContent = view.t(running ? 'tracking.now' : 'tracking.notRunning');
  $('current-work').textContent = running
    ? [running.projectName, running.taskName].filter((part) => part).join(' — ')
    : '';
  $('current-since').textContent = running
    ? view.t('tracking.since', { time: formatMoment(running.startedAt, view.language, view.nowMs) })
    : '';
  renderToday({ view });
}

function renderIdle({ view }) {
  const { idle } = view.status;
  $('idle').hidden = idle === null;
  if (idle) $('idle-question').textContent = view.t('idle.question', { minutes: idleMinutes(idle.seconds) });
}

function renderQueue({ view }) {
  const { queue, lastUploadAt } = view.status;
  $('queue').hidden = false;
  $('queue-entries').textContent = localDigits(String(queue.entries), view.language);
  $('queue-slots').textContent = localDigits(String(queue.slots), view.language);
  $('queue-screenshots').textContent = localDigits(String(queue.screenshots), view.language);
  $('last-upload').textContent = lastUploadAt
    ? formatMoment(lastUploadAt, view.language, view.nowMs)
    : view.t('queue.never');
}

function renderScreenshot({ view }) {
  const shot = view.status.lastScreenshot;
  $('screenshot').hidden = false;
  $('screenshot-none').hidden = shot !== null;
  $('screenshot-figure').hidden = shot === null;
  $('screenshot-uploaded').hidden = shot === null || shot.pending;
  const deletable = Boolean(shot?.pending && shot.canDelete && shot.deletableUntil);
  $('screenshot-delete').hidden = !deletable;
  $('screenshot-review').hidden = !deletable;
  const image = $('screenshot-image');
  if (!shot) return;
  const time = formatMoment(shot.takenAt, view.language, view.nowMs);
  $('screenshot-caption').textContent = view.t('screenshot.takenAt', { time });
  // Read with the Delete button too (aria-describedby): until when deleting it keeps it off the server.
  $('screenshot-review').textContent = deletable
    ? view.t('screenshot.review', { time: formatMoment(shot.deletableUntil, view.language, view.nowMs) })
    : '';
  image.alt = view.t('screenshot.alt', { time });
  if (!shot.pending) {
    image.hidden = true;
    image.removeAttribute('src');
    return;
  }
  // Set only when the screenshot changes, so the refresh every 2 s does not fetch the same JPEG again.
  const source = `/api/screenshot?id=${encodeURIComponent(shot.id)}`;
  if (image.getAttribute('src') !== source) image.src = source;
  image.hidden = false;
}

function renderNotices({ view }) {
  const notices = [...view.status.notices].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  $('notices').hidden = false;
  $('notices-none').hidden = notices.length > 0;
  $('notice-list').replaceChildren(
    ...notices.map((notice) => {
      const item = document.createElement('li');
      const time = document.createElement('time');
      time.dateTime = notice.at;
      time.textContent = formatMoment(notice.at, view.language, view.nowMs);
      item.append(time, view.t(`notice.${notice.code}`));
      return item;
    }),
  );
}

function renderAccount({ view }) {
  const { member, server, signedIn } = view.status;
  $('account').hidden = false;
  $('sign-out').hidden = !signedIn;
  $('signed-out').hidden = signedIn;
  $('member-row').hidden = member === null;
  $('member-name').textContent = member?.name ?? '';
  // Its own left-to-right run, so an address inside Arabic text keeps its dots and @ in place.
  $('member-email').textContent = member?.email ?? '';
  $('server').textContent = server;
}

/** The whole status; `view` is { status, language, t, nowMs, fetchedAtMs }. */
export function renderStatus({ view, keepChoice }) {
  $('loading').hidden = true;
  renderIdle({ view });
  renderTracking({ view });
  renderPicker({ view, keepChoice });
  renderQueue({ view });
  renderScreenshot({ view });
  renderNotices({ view });
  renderAccount({ view });
}
