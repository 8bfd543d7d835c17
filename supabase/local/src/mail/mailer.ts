import nodemailer from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmtpOptions {
  host: string;
  port: number;
  from: string;
}

/** Sends through plain SMTP (MailDev locally); auth mails are never queued, as in GoTrue. */
export function smtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    ignoreTLS: true,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
