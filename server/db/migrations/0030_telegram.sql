CREATE TABLE "sandbox_telegram" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"text" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_contacts" (
	"telegram_user_id" bigint PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"telegram_user_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"username" text,
	"first_name" text NOT NULL,
	"language_code" text,
	"chat_id" bigint,
	"blocked_at" timestamp with time zone,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_links_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"update_id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_telegram_chat_idx" ON "sandbox_telegram" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "telegram_updates_at_idx" ON "telegram_updates" USING btree ("at");