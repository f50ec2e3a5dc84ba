import type { Language } from '@worktrail/contract';
import {
  type TicketToAuthorParams,
  type TicketToSupportParams,
  ticketToAuthorCopy,
  ticketToSupportCopy,
} from './ticket-mail-copy.ts';

export type MailTemplate =
  | { template: 'verify-email'; params: { link: string } }
  | { template: 'reset-password'; params: { link: string } }
  | { template: 'sign-in-locked'; params: { link: string } }
  | { template: 'invitation'; params: { link: string; organisationName: string; inviterName: string } }
  | {
      template: 'task-mention';
      params: { link: string; taskName: string; authorName: string; organisationName: string; excerpt: string };
    }
  | { template: 'ticket-to-support'; params: TicketToSupportParams }
  | { template: 'ticket-to-author'; params: TicketToAuthorParams };

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Copy = { subject: string; lines: string[]; action: string; footer: string };

/** Text that goes into a subject or a sentence on one line, whatever line breaks it held. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function copy(mail: MailTemplate, language: Language): Copy {
  const ar = language === 'ar';
  switch (mail.template) {
    case 'verify-email':
      return ar
        ? {
            subject: 'تأكيد بريدك الإلكتروني في Worktrail',
            lines: ['مرحبًا بك في Worktrail.', 'أكّد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.'],
            action: 'تأكيد البريد الإلكتروني',
            footer: 'ينتهي هذا الرابط خلال 24 ساعة ويعمل مرة واحدة. إذا لم تنشئ حسابًا فتجاهل هذه الرسالة.',
          }
        : {
            subject: 'Confirm your email for Worktrail',
            lines: ['Welcome to Worktrail.', 'Confirm your email address to finish creating your account.'],
            action: 'Confirm email',
            footer: 'This link expires in 24 hours and works once. If you did not sign up, ignore this email.',
          };
    case 'reset-password':
      return ar
        ? {
            subject: 'إعادة تعيين كلمة المرور في Worktrail',
            lines: ['طلب أحدهم إعادة تعيين كلمة المرور لحسابك.', 'اختر كلمة مرور جديدة من الرابط أدناه.'],
            action: 'إعادة تعيين كلمة المرور',
            footer:
              'ينتهي هذا الرابط خلال ساعة واحدة ويعمل مرة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.',
          }
        : {
            subject: 'Reset your Worktrail password',
            lines: [
              'Someone asked to reset the password of your account.',
              'Choose a new password with the link below.',
            ],
            action: 'Reset password',
            footer:
              'This link expires in 1 hour and works once. If you did not ask for this, ignore this email; your password has not changed.',
          };
    case 'sign-in-locked':
      return ar
        ? {
            subject: 'محاولات تسجيل دخول إلى حسابك في Worktrail',
            lines: [
              'أدخل أحدهم كلمة مرور خاطئة لحسابك في Worktrail عدة مرات متتالية.',
              'لحماية حسابك أوقفنا تسجيل الدخول إليه من المتصفحات الجديدة لمدة 15 دقيقة.',
              'المتصفح الذي سجّلت الدخول منه من قبل ما زال يعمل: سجّل الدخول منه كالمعتاد.',
              'إذا لم تكن هذه المحاولات منك فأعد تعيين كلمة المرور من الرابط أدناه؛ بعدها يعمل الدخول من أي متصفح من جديد.',
            ],
            action: 'إعادة تعيين كلمة المرور',
            footer:
              'ينتهي هذا الرابط خلال ساعة واحدة ويعمل مرة واحدة. إذا كانت المحاولات منك فيمكنك أيضًا الانتظار 15 دقيقة ثم المحاولة من جديد.',
          }
        : {
            subject: 'Sign-in attempts on your Worktrail account',
            lines: [
              'Someone entered a wrong password for your Worktrail account several times in a row.',
              'To protect it, we have paused sign-ins to this account from new browsers for 15 minutes.',
              'A browser you have signed in with before still works: sign in from it as usual.',
              'If these attempts were not yours, reset your password with the link below; then any browser can sign in again.',
            ],
            action: 'Reset password',
            footer:
              'This link expires in 1 hour and works once. If the attempts were yours, you can also wait 15 minutes and try again.',
          };
    case 'invitation':
      return ar
        ? {
            subject: `دعوة للانضمام إلى ${mail.params.organisationName} على Worktrail`,
            lines: [`دعاك ${mail.params.inviterName} للانضمام إلى ${mail.params.organisationName} على Worktrail.`],
            action: 'قبول الدعوة',
            footer: 'تنتهي هذه الدعوة خلال 7 أيام.',
          }
        : {
            subject: `Join ${mail.params.organisationName} on Worktrail`,
            lines: [`${mail.params.inviterName} invited you to join ${mail.params.organisationName} on Worktrail.`],
            action: 'Accept invitation',
            footer: 'This invitation expires in 7 days.',
          };
    case 'task-mention': {
      const task = oneLine(mail.params.taskName);
      const organisation = oneLine(mail.params.organisationName);
      const author = oneLine(mail.params.authorName);
      return ar
        ? {
            subject: `أشار إليك ${author || 'أحد الزملاء'} في المهمة «${task}»`,
            lines: [
              `أشار إليك ${author || 'أحد الزملاء'} في تعليق على المهمة «${task}» في ${organisation}:`,
              mail.params.excerpt,
            ],
            action: 'فتح المهمة',
            footer: 'تصلك هذه الرسالة لأن أحدهم أشار إليك في تعليق على Worktrail.',
          }
        : {
            subject: `${author || 'Someone'} mentioned you on “${task}”`,
            lines: [
              `${author || 'Someone'} mentioned you in a comment on the task “${task}” in ${organisation}:`,
              mail.params.excerpt,
            ],
            action: 'Open the task',
            footer: 'You get this email because someone mentioned you in a comment on Worktrail.',
          };
    }
    case 'ticket-to-support':
      return ticketToSupportCopy(mail.params, language);
    case 'ticket-to-author':
      return ticketToAuthorCopy(mail.params, language);
  }
}

/** Renders a mail in the recipient's language: a plain-text part and a simple HTML part (right to left in Arabic). */
export function renderMail(mail: MailTemplate, language: Language): RenderedMail {
  const { subject, lines, action, footer } = copy(mail, language);
  const { link } = mail.params;
  const text = [...lines, '', `${action}: ${link}`, '', footer, '', '— Worktrail'].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#667085;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}
