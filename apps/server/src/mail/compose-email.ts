/** Text for HTML: the only way names and other typed values reach an e-mail's markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A label/value table (a receipt's lines), shown as a table in HTML and as "label: value" in text. */
  facts?: [string, string][];
  action?: { label: string; url: string };
  footer?: string;
  /** Optional messages carry a link that turns them off (a working one: see modules/notifications). */
  unsubscribeUrl?: string;
}

/** One plain-text and one HTML body from the same content, so both say exactly the same. */
export function composeEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.facts ? [...content.facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer] : []),
    ...(content.unsubscribeUrl ? ['', `Para não receber mais estes avisos: ${content.unsubscribeUrl}`] : []),
  ]
    .join('\n')
    .trimEnd();
  const facts = content.facts
    ? `<table cellpadding="4" style="border-collapse:collapse">${content.facts
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = [
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    facts,
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`
      : '',
    content.footer ? `<p style="color:#555">${escapeHtml(content.footer)}</p>` : '',
    content.unsubscribeUrl
      ? `<p style="color:#555">Não quer mais estes avisos? <a href="${escapeHtml(content.unsubscribeUrl)}">Descadastrar</a></p>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject: content.subject, text, html };
}
