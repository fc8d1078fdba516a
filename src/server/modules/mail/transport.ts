export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines (a list mail's `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/** Where the shop's mail goes: a mail server, or files for a developer to open. */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
