ALTER TABLE "media" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "shape" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_source_id_media_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_source_id_idx" ON "media" USING btree ("source_id");