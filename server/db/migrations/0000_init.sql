CREATE TABLE "attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nickname" text,
	"name" text,
	"avatar" text,
	"cv" text,
	"token_balance" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"discord_association_code" uuid DEFAULT gen_random_uuid() NOT NULL,
	"discord_id" text,
	"user_id" bigint,
	"course_id" integer,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "attendees_nickname_unique" UNIQUE("nickname"),
	CONSTRAINT "attendees_discord_association_code_unique" UNIQUE("discord_association_code"),
	CONSTRAINT "attendees_discord_id_unique" UNIQUE("discord_id"),
	CONSTRAINT "attendees_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "attendees_token_balance_non_negative" CHECK ("attendees"."token_balance" >= 0),
	CONSTRAINT "attendees_entries_non_negative" CHECK ("attendees"."entries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sponsorship" text NOT NULL,
	"channel_id" text NOT NULL,
	"remaining_spotlights" integer DEFAULT 0 NOT NULL,
	"has_cv_access" boolean DEFAULT false NOT NULL,
	"badge_id" integer NOT NULL,
	"user_id" bigint,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "companies_channel_id_unique" UNIQUE("channel_id"),
	CONSTRAINT "companies_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "companies_remaining_spotlights_non_negative" CHECK ("companies"."remaining_spotlights" >= 0),
	CONSTRAINT "companies_sponsorship_known" CHECK ("companies"."sponsorship" in ('Exclusive','Gold','Silver','Bronze'))
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"cv" text,
	"user_id" bigint NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "staffs_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"ban" boolean DEFAULT false NOT NULL,
	"reset_password_token" text,
	"reset_token_sent_at" timestamp (0) with time zone,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_reset_password_token_unique" UNIQUE("reset_password_token")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"begin" timestamp (0) with time zone NOT NULL,
	"end" timestamp (0) with time zone NOT NULL,
	"begin_badge" timestamp (0) with time zone NOT NULL,
	"end_badge" timestamp (0) with time zone NOT NULL,
	"avatar" text,
	"type" integer NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"counts_for_day" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "badges_activity_time" CHECK ("badges"."begin" < "badges"."end"),
	CONSTRAINT "badges_gifting_time" CHECK ("badges"."begin_badge" < "badges"."end_badge")
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attendee_id" uuid NOT NULL,
	"company_id" bigint NOT NULL,
	"count" integer NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "bonuses_attendee_company" UNIQUE("attendee_id","company_id"),
	CONSTRAINT "bonuses_count_range" CHECK ("bonuses"."count" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "daily_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attendee_id" uuid NOT NULL,
	"day" timestamp (0) with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "daily_tokens_attendee_day" UNIQUE("attendee_id","day")
);
--> statement-breakpoint
CREATE TABLE "redeems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"badge_id" integer NOT NULL,
	"attendee_id" uuid NOT NULL,
	"staff_id" bigint,
	"spotlighted" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp (0) with time zone,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "unique_attendee_badge" UNIQUE("attendee_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"badge_id" integer NOT NULL,
	"attendee_id" uuid,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "referrals_available_has_no_attendee" CHECK (("referrals"."available" and "referrals"."attendee_id" is null) or (not "referrals"."available" and "referrals"."attendee_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "spotlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_id" integer NOT NULL,
	"end" timestamp (0) with time zone NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendees_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attendee_id" uuid NOT NULL,
	"payout_id" integer,
	"bet" integer NOT NULL,
	"tokens" integer NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "attendees_payouts_bet_positive" CHECK ("attendees_payouts"."bet" > 0),
	CONSTRAINT "attendees_payouts_tokens_non_negative" CHECK ("attendees_payouts"."tokens" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attendees_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attendee_id" uuid NOT NULL,
	"prize_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "attendees_prizes_attendee_prize" UNIQUE("attendee_id","prize_id"),
	CONSTRAINT "attendees_prizes_redeemed_bounds" CHECK ("attendees_prizes"."redeemed" >= 0 and "attendees_prizes"."redeemed" <= "attendees_prizes"."quantity")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"probability" double precision NOT NULL,
	"multiplier" double precision NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "payouts_multiplier_unique" UNIQUE("multiplier"),
	CONSTRAINT "payouts_probability_range" CHECK ("payouts"."probability" > 0 and "payouts"."probability" <= 1),
	CONSTRAINT "payouts_multiplier_positive" CHECK ("payouts"."multiplier" > 0)
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"stock" integer NOT NULL,
	"max_amount_per_attendee" integer NOT NULL,
	"probability" double precision NOT NULL,
	"avatar" text,
	"is_redeemable" boolean DEFAULT false NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "prizes_stock_non_negative" CHECK ("prizes"."stock" >= 0),
	CONSTRAINT "prizes_max_positive" CHECK ("prizes"."max_amount_per_attendee" > 0),
	CONSTRAINT "prizes_probability_range" CHECK ("prizes"."probability" >= 0 and "prizes"."probability" <= 1)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (0) with time zone,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "buys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attendee_id" uuid NOT NULL,
	"redeemable_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "buys_attendee_redeemable" UNIQUE("attendee_id","redeemable_id"),
	CONSTRAINT "buys_quantity_non_negative" CHECK ("buys"."quantity" >= 0),
	CONSTRAINT "buys_redeemed_bounds" CHECK ("buys"."redeemed" >= 0 and "buys"."redeemed" <= "buys"."quantity")
);
--> statement-breakpoint
CREATE TABLE "redeemables" (
	"id" serial PRIMARY KEY NOT NULL,
	"img" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"max_per_user" integer NOT NULL,
	"is_redeemable" boolean DEFAULT true NOT NULL,
	"inserted_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	"updated_at" timestamp (0) DEFAULT (now() at time zone 'utc') NOT NULL,
	CONSTRAINT "redeemables_price_non_negative" CHECK ("redeemables"."price" >= 0),
	CONSTRAINT "redeemables_stock_non_negative" CHECK ("redeemables"."stock" >= 0),
	CONSTRAINT "redeemables_max_per_user_positive" CHECK ("redeemables"."max_per_user" > 0)
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffs" ADD CONSTRAINT "staffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_tokens" ADD CONSTRAINT "daily_tokens_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeems" ADD CONSTRAINT "redeems_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotlights" ADD CONSTRAINT "spotlights_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees_payouts" ADD CONSTRAINT "attendees_payouts_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees_payouts" ADD CONSTRAINT "attendees_payouts_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees_prizes" ADD CONSTRAINT "attendees_prizes_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees_prizes" ADD CONSTRAINT "attendees_prizes_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buys" ADD CONSTRAINT "buys_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buys" ADD CONSTRAINT "buys_redeemable_id_redeemables_id_fk" FOREIGN KEY ("redeemable_id") REFERENCES "public"."redeemables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badges_name_idx" ON "badges" USING btree ("name");--> statement-breakpoint
CREATE INDEX "redeems_badge_idx" ON "redeems" USING btree ("badge_id");