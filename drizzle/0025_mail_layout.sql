ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html_body" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "layout" text;