import { buildPath, digestTexts, formatDottedDate } from '@meslektas/domain';
import mjml2html from 'mjml';
import { escapeHtml } from '../text.ts';
import type { DigestContent, DigestTask } from './content.ts';

/** The addresses the e-mail links to, absolute (an e-mail has no page to be relative to). */
export interface DigestLinks {
  /** The site's address, without a trailing slash. */
  site: string;
  /** The signed address that unsubscribes without signing in. */
  unsubscribe: string;
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const taskUrl = (links: DigestLinks, task: DigestTask) =>
  `${links.site}${buildPath('detail-task', { missionId: task.id })}`;

const roleText = (task: DigestTask) => (task.role === 'owner' ? digestTexts.owner : digestTexts.assignee);

/** A list of tasks as MJML: each a line with its title linked to its page and whose it is. */
function taskList(links: DigestLinks, tasks: DigestTask[]): string {
  return tasks
    .map(
      (t) =>
        `<mj-text padding="4px 0"><a href="${escapeHtml(taskUrl(links, t))}" style="color:#1d4ed8">${escapeHtml(
          t.title,
        )}</a><br /><span style="color:#64748b;font-size:13px">${roleText(t)}</span></mj-text>`,
    )
    .join('\n');
}

function section(title: string, body: string): string {
  return `<mj-section padding="8px 16px"><mj-column>
<mj-text font-size="17px" font-weight="700" padding="8px 0 4px">${title}</mj-text>
${body}
</mj-column></mj-section>`;
}

/**
 * One morning's e-mail: MJML (a single column no wider than 600 px, readable on a phone) rendered
 * to HTML, the same content as plain text, and the one-click unsubscribe headers (RFC 8058).
 */
export async function renderDigestEmail(content: DigestContent, links: DigestLinks): Promise<DigestEmail> {
  const day = formatDottedDate(content.day);
  const pending = `${links.site}${buildPath('pending')}`;
  const today =
    content.today.length > 0
      ? taskList(links, content.today)
      : `<mj-text padding="4px 0">${digestTexts.noneToday}</mj-text>`;
  const reports =
    content.reportsDue.length > 0 ? section(digestTexts.reportsDue, taskList(links, content.reportsDue)) : '';
  const source = `<mjml lang="tr">
<mj-head>
  <mj-title>${escapeHtml(digestTexts.subject(day))}</mj-title>
  <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#0f172a" padding="6px 0" /><mj-button padding="8px 0" /></mj-attributes>
</mj-head>
<mj-body width="600px" background-color="#f1f5f9">
  <mj-section background-color="#1e3a8a" padding="16px"><mj-column>
    <mj-text color="#ffffff" font-size="20px" font-weight="700">${digestTexts.heading}</mj-text>
    <mj-text color="#dbeafe" padding-top="0">${escapeHtml(digestTexts.subject(day))}</mj-text>
  </mj-column></mj-section>
  <mj-wrapper background-color="#ffffff" padding="8px 0">
    ${section(digestTexts.today, today)}
    ${reports}
    <mj-section padding="8px 16px"><mj-column>
      <mj-text>${escapeHtml(digestTexts.openNearby(content.openNearby))}</mj-text>
      <mj-button href="${escapeHtml(pending)}" background-color="#1d4ed8" align="left" inner-padding="12px 20px">${digestTexts.pending}</mj-button>
    </mj-column></mj-section>
  </mj-wrapper>
  <mj-section padding="16px"><mj-column>
    <mj-text font-size="12px" color="#64748b">${digestTexts.footer} <a href="${escapeHtml(links.unsubscribe)}" style="color:#64748b">${digestTexts.unsubscribe}</a></mj-text>
  </mj-column></mj-section>
</mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0)
    throw new Error(`digest template: ${errors.map((e) => e.formattedMessage).join('; ')}`);

  const lines = (tasks: DigestTask[]) =>
    tasks.map((t) => `- ${t.title} (${roleText(t)})\n  ${taskUrl(links, t)}`);
  const text = [
    `${digestTexts.heading}, ${digestTexts.subject(day)}`,
    '',
    `${digestTexts.today}:`,
    ...(content.today.length > 0 ? lines(content.today) : [digestTexts.noneToday]),
    ...(content.reportsDue.length > 0
      ? ['', `${digestTexts.reportsDue}:`, ...lines(content.reportsDue)]
      : []),
    '',
    digestTexts.openNearby(content.openNearby),
    `${digestTexts.pending}: ${pending}`,
    '',
    `${digestTexts.footer}`,
    `${digestTexts.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n');
  return {
    subject: digestTexts.subject(day),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
