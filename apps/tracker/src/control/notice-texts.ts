/**
 * What each notice of the agent says (the codes of `agentNoticeCode` in `contract.ts`), in English and Arabic: one
 * wording for the command line and the local page alike.
 */
export const noticeTexts = {
  en: {
    'notice.signedOut': 'You are signed out. Run “worktrail-tracker login” to sign in again.',
    'notice.grantRevoked':
      'This tracker was disconnected in the portal. Nothing more is recorded or uploaded until you sign in again.',
    'notice.memberArchived': 'Your membership was archived. Nothing more is recorded or uploaded.',
    'notice.weeklyLimitReached': 'You reached your weekly limit, so recording stopped.',
    'notice.offline': 'The server cannot be reached. Recording goes on and everything is uploaded once it is back.',
    'notice.serverError': 'The server answered with an error. Uploads are retried automatically.',
    'notice.screenshotTaken': 'A screenshot was taken.',
    'notice.projectNotAllowed': 'You can no longer track time on that project. Pick another one.',
  },
  ar: {
    'notice.signedOut': 'لقد سجّلت الخروج. شغّل ‏“worktrail-tracker login”‏ لتسجيل الدخول مجددًا.',
    'notice.grantRevoked': 'تم فصل هذا المتتبّع من البوابة. لن يُسجَّل أو يُرفع أي شيء آخر حتى تسجّل الدخول مجددًا.',
    'notice.memberArchived': 'تمت أرشفة عضويتك. لن يُسجَّل أو يُرفع أي شيء آخر.',
    'notice.weeklyLimitReached': 'بلغت حدّك الأسبوعي، لذا توقف التسجيل.',
    'notice.offline': 'تعذّر الوصول إلى الخادم. يستمر التسجيل ويُرفع كل شيء عند عودته.',
    'notice.serverError': 'ردّ الخادم بخطأ. تُعاد محاولة الرفع تلقائيًا.',
    'notice.screenshotTaken': 'تم التقاط لقطة شاشة.',
    'notice.projectNotAllowed': 'لم يعد بإمكانك تتبّع الوقت على ذلك المشروع. اختر مشروعًا آخر.',
  },
} as const;
