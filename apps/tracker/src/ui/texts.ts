import { noticeTexts } from '../control/notice-texts.ts';

/**
 * Every word the local page shows, in English (the source of truth) and Arabic. `{name}` marks a value the page
 * fills in. The page gets this table as a generated module (see `index.ts`), so it stays the only copy.
 */
const en = {
  'page.title': 'Worktrail Tracker',
  'page.loading': 'Connecting to the tracker…',
  'language.name': 'English',
  'language.switch': 'العربية',
  'language.switchTo': 'ar',

  'account.heading': 'Account',
  'account.member': 'Signed in as',
  'account.server': 'Server',
  'account.signedOut': 'Not signed in. Run “worktrail-tracker login --server URL” in a terminal to sign in.',
  'signOut.button': 'Sign out',
  'signOut.confirm': 'Sign out of this tracker? Recording stops until you sign in again.',
  'signOut.done': 'Signed out.',
  'signOut.closed': 'You are signed out and the tracker has stopped. You can close this page.',

  'tracking.heading': 'Tracking',
  'tracking.now': 'Now tracking',
  'tracking.notRunning': 'Not tracking',
  'tracking.since': 'since {time}',
  'tracking.today': 'Today',
  'tracking.project': 'Project',
  'tracking.task': 'Task',
  'tracking.noTask': 'No task',
  'tracking.noProjects': 'No projects are open to you yet.',
  'tracking.start': 'Start',
  'tracking.stop': 'Stop',
  'tracking.started': 'Tracking started: {project}',
  'tracking.stopped': 'Tracking stopped.',

  'idle.heading': 'Idle time',
  'idle.question': 'You were idle for {minutes} min. Keep or discard this time?',
  'idle.keep': 'Keep',
  'idle.discard': 'Discard',
  'idle.kept': 'Idle time kept.',
  'idle.discarded': 'Idle time discarded.',

  'queue.heading': 'Waiting to upload',
  'queue.entries': 'Time entries',
  'queue.slots': 'Activity slots',
  'queue.screenshots': 'Screenshots',
  'queue.lastUpload': 'Last upload',
  'queue.never': 'Not yet',

  'screenshot.heading': 'Last screenshot',
  'screenshot.none': 'No screenshot yet.',
  'screenshot.takenAt': 'Taken at {time}',
  'screenshot.alt': 'Screenshot taken at {time}',
  'screenshot.uploaded': 'Already uploaded. You can see it in the portal.',
  'screenshot.review': 'It will be uploaded at {time} unless you delete it.',
  'screenshot.delete': 'Delete screenshot',
  'screenshot.confirm': 'Delete this screenshot? It will not be uploaded, and this cannot be undone.',
  'screenshot.deleted': 'Screenshot deleted.',

  'notices.heading': 'Notices',
  'notices.none': 'Nothing to report.',
  ...noticeTexts.en,

  'dialog.cancel': 'Cancel',
  'error.unreachable': 'The tracker is not answering. Check that it is still running, then try again.',
  'error.secret': 'This page lost its link to the tracker. Open it again from the address the tracker shows.',
  'error.generic': 'Something went wrong. Try again.',
} as const;

export type TextKey = keyof typeof en;

const ar: Record<TextKey, string> = {
  'page.title': 'متتبّع Worktrail',
  'page.loading': 'جارٍ الاتصال بالمتتبّع…',
  'language.name': 'العربية',
  'language.switch': 'English',
  'language.switchTo': 'en',

  'account.heading': 'الحساب',
  'account.member': 'مسجَّل الدخول باسم',
  'account.server': 'الخادم',
  'account.signedOut': 'لم تسجّل الدخول. شغّل ‏“worktrail-tracker login --server URL”‏ في الطرفية لتسجيل الدخول.',
  'signOut.button': 'تسجيل الخروج',
  'signOut.confirm': 'تسجيل الخروج من هذا المتتبّع؟ يتوقف التسجيل حتى تسجّل الدخول مجددًا.',
  'signOut.done': 'تم تسجيل الخروج.',
  'signOut.closed': 'لقد سجّلت الخروج وتوقف المتتبّع. يمكنك إغلاق هذه الصفحة.',

  'tracking.heading': 'التتبّع',
  'tracking.now': 'يجري تتبّع',
  'tracking.notRunning': 'لا يجري التتبّع',
  'tracking.since': 'منذ {time}',
  'tracking.today': 'اليوم',
  'tracking.project': 'المشروع',
  'tracking.task': 'المهمة',
  'tracking.noTask': 'بدون مهمة',
  'tracking.noProjects': 'لا توجد مشاريع متاحة لك بعد.',
  'tracking.start': 'ابدأ',
  'tracking.stop': 'أوقف',
  'tracking.started': 'بدأ التتبّع: {project}',
  'tracking.stopped': 'توقف التتبّع.',

  'idle.heading': 'وقت الخمول',
  'idle.question': 'كنت خاملًا لمدة {minutes} دقيقة. هل تريد الاحتفاظ بهذا الوقت أم تجاهله؟',
  'idle.keep': 'احتفظ به',
  'idle.discard': 'تجاهله',
  'idle.kept': 'تم الاحتفاظ بوقت الخمول.',
  'idle.discarded': 'تم تجاهل وقت الخمول.',

  'queue.heading': 'بانتظار الرفع',
  'queue.entries': 'إدخالات الوقت',
  'queue.slots': 'فترات النشاط',
  'queue.screenshots': 'لقطات الشاشة',
  'queue.lastUpload': 'آخر رفع',
  'queue.never': 'ليس بعد',

  'screenshot.heading': 'آخر لقطة شاشة',
  'screenshot.none': 'لا توجد لقطة شاشة بعد.',
  'screenshot.takenAt': 'التُقطت في {time}',
  'screenshot.alt': 'لقطة شاشة التُقطت في {time}',
  'screenshot.uploaded': 'تم رفعها بالفعل. يمكنك رؤيتها في البوابة.',
  'screenshot.review': 'ستُرفع في {time} ما لم تحذفها.',
  'screenshot.delete': 'احذف لقطة الشاشة',
  'screenshot.confirm': 'حذف لقطة الشاشة هذه؟ لن تُرفع، ولا يمكن التراجع عن ذلك.',
  'screenshot.deleted': 'تم حذف لقطة الشاشة.',

  'notices.heading': 'التنبيهات',
  'notices.none': 'لا شيء للإبلاغ عنه.',
  ...noticeTexts.ar,

  'dialog.cancel': 'إلغاء',
  'error.unreachable': 'المتتبّع لا يستجيب. تأكد من أنه ما زال يعمل، ثم حاول مجددًا.',
  'error.secret': 'فقدت هذه الصفحة صلتها بالمتتبّع. افتحها مجددًا من العنوان الذي يعرضه المتتبّع.',
  'error.generic': 'حدث خطأ ما. حاول مجددًا.',
};

export type Language = 'en' | 'ar';

/** Both languages' tables; Arabic is typed against the English keys so a missing text fails the typecheck. */
export const texts: Record<Language, Record<TextKey, string>> = { en, ar };
