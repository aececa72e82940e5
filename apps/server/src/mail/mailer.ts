import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable id (e.g. from an outbox key), so a copy sent again after a crash reads as the same message. */
  messageId?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * A secret that was mailed (a reset link's token) has been used: a mailer that keeps copies of what it
   * sent removes it from them. Sent mail cannot be recalled, so only the dev outbox implements it.
   */
  forgetSecret?(secret: string): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through a real SMTP server (SMTP_URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts (nodemailer's defaults are minutes): a mail server that hangs must not hold the
    // outbox for long. They go in the URL's query, where nodemailer reads options; the URL's own win.
    const url = new URL(smtpUrl);
    for (const [key, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
    }
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

const USED_SECRET = 'link-ja-usado';

/**
 * Without SMTP the messages land in DATA_DIR/outbox: the full .eml plus a .json summary with the links,
 * and a log line, so a developer can follow a reset link without a mail server.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  private sequence = 0;
  private readonly tag = randomBytes(3).toString('hex');

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    private readonly log: (line: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    // The dev outbox holds live reset links: private to the server's user.
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    // Zero-padded time and sequence keep the files in sending order when listed.
    this.sequence += 1;
    const stamp = `${String(Date.now()).padStart(15, '0')}-${String(this.sequence).padStart(6, '0')}`;
    // The instance tag keeps two server instances sharing a DATA_DIR from writing the same name.
    const base = `${stamp}-${this.tag}-${message.to.replace(/[^a-z0-9@._-]/gi, '_')}`;
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    await writeFile(path.join(this.outboxDir, `${base}.eml`), info.message as Buffer, { mode: 0o600 });
    await writeFile(
      path.join(this.outboxDir, `${base}.json.tmp`),
      JSON.stringify(
        {
          to: message.to,
          subject: message.subject,
          text: message.text,
          links,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            bytes: a.content.length,
          })),
          sentAt: new Date().toISOString(),
        },
        null,
        2,
      ),
      { mode: 0o600 },
    );
    // Renamed into place, so a reader polling the folder never sees a half-written summary.
    await rename(path.join(this.outboxDir, `${base}.json.tmp`), path.join(this.outboxDir, `${base}.json`));
    this.log(`e-mail para ${message.to} salvo em ${this.outboxDir}: "${message.subject}" ${links.join(' ')}`);
  }

  /**
   * The summary keeps the message with the secret blanked out; the .eml goes, because its encoding may
   * break the secret across lines where a search would miss it.
   */
  async forgetSecret(secret: string): Promise<void> {
    const names = await readdir(this.outboxDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const file = path.join(this.outboxDir, name);
      const summary = await readFile(file, 'utf8').catch(() => '');
      if (!summary.includes(secret)) continue;
      await writeFile(`${file}.tmp`, summary.replaceAll(secret, USED_SECRET), { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      await rm(file.replace(/\.json$/, '.eml'), { force: true });
    }
  }

  close(): void {}
}
