CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'kept', 'failed');--> statement-breakpoint
CREATE TYPE "public"."queue_task_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "queue_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"status" "queue_task_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" "mail_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "queue_tasks_due_idx" ON "queue_tasks" USING btree ("run_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "queue_tasks_finished_idx" ON "queue_tasks" USING btree ("finished_at") WHERE status <> 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "queue_tasks_key_unique" ON "queue_tasks" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_key_unique" ON "mail_outbox" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_done_idx" ON "mail_outbox" USING btree ("updated_at") WHERE status <> 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"));--> statement-breakpoint
-- Rows from before the queue: what was sent stays sent, what was only kept (no SMTP_URL) stays
-- kept; what SMTP turned away in the last day is queued again, older failures stay failed.
UPDATE "mail_outbox" SET "updated_at" = "created_at", "status" = CASE
  WHEN "sent_at" IS NOT NULL THEN 'sent'::mail_status
  WHEN "error" IS NULL THEN 'kept'::mail_status
  WHEN "created_at" > now() - interval '1 day' THEN 'queued'::mail_status
  ELSE 'failed'::mail_status
END;--> statement-breakpoint
INSERT INTO "queue_tasks" ("kind", "payload")
SELECT 'mail', jsonb_build_object('outboxId', "id") FROM "mail_outbox" WHERE "status" = 'queued';--> statement-breakpoint
-- Payments still open get the check a new payment gets at checkout (modules/payments/payment-checks.ts).
INSERT INTO "queue_tasks" ("kind", "key", "payload", "run_at")
SELECT 'payment-check', 'payment:' || "provider_payment_id", jsonb_build_object('paymentId', "provider_payment_id"), now()
FROM (
  SELECT "provider_payment_id" FROM "donations" WHERE "status" = 'open' AND "provider_payment_id" IS NOT NULL
  UNION
  SELECT "provider_payment_id" FROM "premium_purchases" WHERE "status" = 'open' AND "provider_payment_id" IS NOT NULL
) AS "open_payments"
ON CONFLICT ("key") DO NOTHING;
