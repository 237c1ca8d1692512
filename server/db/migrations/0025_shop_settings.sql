CREATE TABLE "shop_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL,
	"address_uz" text NOT NULL,
	"address_ru" text NOT NULL,
	"landmark_uz" text NOT NULL,
	"landmark_ru" text NOT NULL,
	"hours_uz" text NOT NULL,
	"hours_ru" text NOT NULL,
	CONSTRAINT "shop_branches_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"telegram" text NOT NULL,
	"email" text NOT NULL,
	"hours_uz" text NOT NULL,
	"hours_ru" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"free_delivery_from" integer NOT NULL,
	"return_window_days" integer NOT NULL,
	"sms_sender" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sandbox_sms" ADD COLUMN "sender" text;
--> statement-breakpoint
-- The shop as it was written in the code and the info texts before it had settings.
INSERT INTO "shop_settings" ("id", "shop_name", "phone_number", "telegram", "email", "hours_uz", "hours_ru", "delivery_fee", "free_delivery_from", "return_window_days", "sms_sender")
VALUES (1, 'Libos', '+998712000000', '@libos_uz', 'info@libos.uz', 'Har kuni 9:00–21:00', 'Ежедневно 9:00–21:00', 28000, 400000, 10, 'Libos');
--> statement-breakpoint
INSERT INTO "shop_branches" ("position", "name_uz", "name_ru", "address_uz", "address_ru", "landmark_uz", "landmark_ru", "hours_uz", "hours_ru") VALUES
(1, 'Libos Chilonzor', 'Libos Чиланзар', 'Toshkent, Chilonzor tumani, Bunyodkor shoh ko‘chasi, 12-uy', 'Ташкент, Чиланзарский район, проспект Бунёдкор, 12', 'Mo‘ljal: «Chilonzor» metro bekati', 'Ориентир: станция метро «Чиланзар»', 'Har kuni 10:00–21:00', 'Ежедневно 10:00–21:00'),
(2, 'Libos Yunusobod', 'Libos Юнусабад', 'Toshkent, Yunusobod tumani, Amir Temur shoh ko‘chasi, 107B-uy', 'Ташкент, Юнусабадский район, проспект Амира Темура, 107Б', 'Mo‘ljal: «Minor» metro bekati', 'Ориентир: станция метро «Минор»', 'Har kuni 10:00–22:00', 'Ежедневно 10:00–22:00'),
(3, 'Libos Mirobod', 'Libos Мирабад', 'Toshkent, Mirobod tumani, Shahrisabz ko‘chasi, 16-uy', 'Ташкент, Мирабадский район, улица Шахрисабз, 16', 'Mo‘ljal: «Oybek» metro bekati', 'Ориентир: станция метро «Ойбек»', 'Dushanba–shanba 10:00–21:00, yakshanba 11:00–20:00', 'Пн–сб 10:00–21:00, вс 11:00–20:00');
