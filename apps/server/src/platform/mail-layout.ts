import { mailMessagesFor } from '@cardshop/shared/i18n/messages';
import type { MailMessage } from './mail.ts';

export interface MailContent {
  to: string;
  /** The recipient's region locale; text comes from the `mail.*` translation keys in that locale. */
  locale: string;
  /** Translation key of the subject. */
  subjectKey: string;
  /** Translation keys of the paragraphs, in order. */
  paragraphKeys: string[];
  /** Values for `{{name}}` placeholders in the subject and paragraphs. */
  values?: Record<string, string>;
  /** A button (HTML) and a plain link line (text). */
  action?: { labelKey: string; url: string };
  /** Links listed after the paragraphs (e.g. cards to choose from): their text as is, not translated. */
  links?: Array<{ text: string; url: string }>;
  /** A signed unsubscribe link, shown in the footer and sent as List-Unsubscribe. */
  unsubscribeUrl?: string;
  /**
   * The signed address that stops the mail on a POST without a session (RFC 8058 one-click), sent as
   * List-Unsubscribe with `List-Unsubscribe-Post`; without it the footer's link is sent instead.
   */
  oneClickUrl?: string;
  /** Translation key of the footer's unsubscribe link; `mail.unsubscribe` when not given. */
  unsubscribeKey?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function translate(messages: Record<string, string>, key: string, values: Record<string, string>) {
  const text = messages[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}

/** One message with a text part and an HTML part, both in the recipient's locale. */
export function renderMail(content: MailContent): MailMessage {
  const messages = mailMessagesFor(content.locale);
  const values = content.values ?? {};
  const t = (key: string) => translate(messages, key, values);
  const paragraphs = content.paragraphKeys.map(t);
  const action = content.action ? { label: t(content.action.labelKey), url: content.action.url } : null;
  const footer = t('mail.footer');
  const unsubscribe = content.unsubscribeUrl ? t(content.unsubscribeKey ?? 'mail.unsubscribe') : null;
  const links = content.links ?? [];

  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(links.length > 0 ? [links.map((link) => `- ${link.text}: ${link.url}`).join('\n')] : []),
    '--',
    footer,
    ...(unsubscribe && content.unsubscribeUrl ? [`${unsubscribe}: ${content.unsubscribeUrl}`] : []),
  ].join('\n\n');

  const html = `<!doctype html><html lang="${escapeHtml(content.locale)}"><body style="margin:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f1d1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-family:Georgia,serif;font-size:22px;padding-bottom:16px">Cardshop</td></tr>
${paragraphs.map((paragraph) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${escapeHtml(paragraph)}</td></tr>`).join('\n')}
${action ? `<tr><td style="padding:12px 0 20px"><a href="${escapeHtml(action.url)}" style="background:#1f1d1a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></td></tr>` : ''}
${links.length > 0 ? `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px"><ul style="margin:0;padding-left:20px">${links.map((link) => `<li><a href="${escapeHtml(link.url)}" style="color:#1f1d1a">${escapeHtml(link.text)}</a></li>`).join('')}</ul></td></tr>` : ''}
<tr><td style="font-size:12px;color:#6b6660;border-top:1px solid #e7e2da;padding-top:16px">${escapeHtml(footer)}${
    unsubscribe && content.unsubscribeUrl
      ? ` <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b6660">${escapeHtml(unsubscribe)}</a>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;

  return {
    to: content.to,
    subject: t(content.subjectKey),
    text,
    html,
    ...(content.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${content.oneClickUrl ?? content.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
