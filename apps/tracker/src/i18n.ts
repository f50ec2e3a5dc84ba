import { noticeTexts } from './control/notice-texts.ts';

/** The CLI's and the control API's words, in English and Arabic (the local page has its own table in `ui/`; both take the notices' words from `control/notice-texts.ts`). */
const en = {
  'login.code': 'To connect this computer, open {url} and enter the code {code}',
  'login.waiting': 'Waiting for the approval in the browser…',
  'login.done': 'Signed in as {who}. Start tracking with: worktrail-tracker start --project "<name>"',
  'login.failed': 'Sign-in failed: {reason}',
  'login.serverRequired': 'Give the portal address: worktrail-tracker login --server https://your-portal',
  notSignedIn: 'Not signed in. Run: worktrail-tracker login --server <portal address>',
  notRunning: 'The tracker is not running. Start it with: worktrail-tracker start --project "<name>"',
  started: 'Tracking {project} since {time}.',
  stopped: 'Stopped. {queue} item(s) still wait to be uploaded.',
  stoppedNothing: 'Nothing was being tracked.',
  projectUnknown: 'No project you may track is called "{project}".',
  projectRequired: 'Say which project: worktrail-tracker start --project "<name or id>"',
  loggedOut: 'Signed out. The tracker on this computer no longer has access.',
  loggedOutLocally:
    'Signed out on this computer; the server could not be reached, so also disconnect it in the portal.',
  'ui.link': 'Open the tracker page: {url}',
  'status.signedIn': 'Signed in to {server} as {who}',
  'status.running': 'Tracking {project} since {time}',
  'status.idle': 'Not tracking',
  'status.today': 'Today: {duration}',
  'status.queue': 'Waiting to upload: {entries} activities, {slots} slots, {screenshots} screenshots',
  'status.idleAsk': 'You were idle {minutes} min since {time}: keep it or discard it in the tracker page.',
  ...noticeTexts.en,
  'control.unauthorized': 'The secret of this tracker is missing or wrong.',
  'control.badHost': 'This address is not served.',
  'control.jsonOnly': 'Send JSON.',
  'control.invalid': 'The request is not valid.',
  'control.notFound': 'Not found.',
  'control.noIdle': 'There is no idle time to decide on.',
  'control.cannotDelete': 'This screenshot cannot be deleted.',
  usage:
    'Usage: worktrail-tracker login --server URL [--no-browser] | start --project <name or id> [--task <name or id>] | stop | status [--json] | logout | run | ui | --version | --help   (--lang ar for Arabic)',
} as const;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  'login.code': 'لربط هذا الحاسوب افتح {url} وأدخل الرمز {code}',
  'login.waiting': 'بانتظار الموافقة في المتصفح…',
  'login.done': 'تم تسجيل الدخول باسم {who}. ابدأ التتبع بالأمر: worktrail-tracker start --project "<الاسم>"',
  'login.failed': 'فشل تسجيل الدخول: {reason}',
  'login.serverRequired': 'أدخل عنوان البوابة: worktrail-tracker login --server https://your-portal',
  notSignedIn: 'لم يتم تسجيل الدخول. نفّذ: worktrail-tracker login --server <عنوان البوابة>',
  notRunning: 'المتتبع لا يعمل. شغّله بالأمر: worktrail-tracker start --project "<الاسم>"',
  started: 'يجري تتبع {project} منذ {time}.',
  stopped: 'تم الإيقاف. ما زال {queue} عنصرًا بانتظار الرفع.',
  stoppedNothing: 'لم يكن هناك ما يُتتبَّع.',
  projectUnknown: 'لا يوجد مشروع مسموح لك بتتبعه باسم "{project}".',
  projectRequired: 'حدّد المشروع: worktrail-tracker start --project "<الاسم أو المعرّف>"',
  loggedOut: 'تم تسجيل الخروج. لم يعد للمتتبع على هذا الحاسوب أي صلاحية.',
  loggedOutLocally: 'تم تسجيل الخروج على هذا الحاسوب؛ تعذّر الوصول إلى الخادم، فافصله أيضًا من البوابة.',
  'ui.link': 'افتح صفحة المتتبع: {url}',
  'status.signedIn': 'مسجّل الدخول إلى {server} باسم {who}',
  'status.running': 'يجري تتبع {project} منذ {time}',
  'status.idle': 'لا يجري التتبع',
  'status.today': 'اليوم: {duration}',
  'status.queue': 'بانتظار الرفع: {entries} أنشطة، {slots} فترات، {screenshots} لقطات شاشة',
  'status.idleAsk': 'كنت خاملًا {minutes} دقيقة منذ {time}: احتفظ بالوقت أو تجاهله من صفحة المتتبع.',
  ...noticeTexts.ar,
  'control.unauthorized': 'السر الخاص بهذا المتتبع مفقود أو غير صحيح.',
  'control.badHost': 'هذا العنوان غير مخدوم.',
  'control.jsonOnly': 'أرسل JSON.',
  'control.invalid': 'الطلب غير صالح.',
  'control.notFound': 'غير موجود.',
  'control.noIdle': 'لا يوجد وقت خمول لاتخاذ قرار بشأنه.',
  'control.cannotDelete': 'لا يمكن حذف لقطة الشاشة هذه.',
  usage:
    'الاستخدام: worktrail-tracker login --server URL [--no-browser] | start --project <الاسم أو المعرّف> [--task <الاسم أو المعرّف>] | stop | status [--json] | logout | run | ui | --version | --help',
};

export const messages = { en, ar } as const;
export type Language = keyof typeof messages;

/** The language asked by `--lang`, else by LANG/LC_ALL (`ar…` → Arabic), else English. */
export function pickLanguage({ flag, env = process.env }: { flag?: string; env?: NodeJS.ProcessEnv }): Language {
  const wanted = flag ?? env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? '';
  return wanted.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The text of `key` in `language` with `{name}` placeholders filled. */
export function t(language: Language, key: MessageKey, values: Record<string, string | number> = {}) {
  return messages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
