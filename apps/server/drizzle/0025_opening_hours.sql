ALTER TABLE "restaurants" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closed_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closed_on" date;--> statement-breakpoint
CREATE INDEX "restaurants_with_hours_idx" ON "restaurants" USING btree ("id") WHERE "restaurants"."weekly_hours" is not null or "restaurants"."closed_on" is not null or cardinality("restaurants"."closed_dates") > 0;--> statement-breakpoint
-- The old free text becomes the same slot every day where it is one range of times, as
-- "11:00 AM - 11:00 PM", "10am-10pm", "7 AM to 10 PM" or "09:00-23:00" (decision 050). Anything
-- else ("Mon-Fri 7 AM - 11 PM; …") keeps no hours: open around the clock, as before. The text stays.
WITH matched AS (
	SELECT "id",
		regexp_match(lower("open_hours"), '^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?\s*(?:-|–|to)\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?\s*$') AS "ampm",
		regexp_match("open_hours", '^\s*(\d{1,2}):(\d{2})\s*(?:-|–|to)\s*(\d{1,2}):(\d{2})\s*$') AS "clock"
	FROM "restaurants"
	WHERE "weekly_hours" IS NULL
), minutes AS (
	SELECT "id",
		(mod("ampm"[1]::int, 12) + CASE WHEN "ampm"[3] = 'p' THEN 12 ELSE 0 END) * 60 + coalesce("ampm"[2], '0')::int AS "opens",
		(mod("ampm"[4]::int, 12) + CASE WHEN "ampm"[6] = 'p' THEN 12 ELSE 0 END) * 60 + coalesce("ampm"[5], '0')::int AS "closes"
	FROM matched
	WHERE "ampm" IS NOT NULL
		AND "ampm"[1]::int BETWEEN 1 AND 12 AND "ampm"[4]::int BETWEEN 1 AND 12
		AND coalesce("ampm"[2], '0')::int < 60 AND coalesce("ampm"[5], '0')::int < 60
	UNION ALL
	SELECT "id", "clock"[1]::int * 60 + "clock"[2]::int, "clock"[3]::int * 60 + "clock"[4]::int
	FROM matched
	WHERE "clock" IS NOT NULL
		AND "clock"[2]::int < 60 AND "clock"[4]::int < 60
		AND "clock"[1]::int * 60 + "clock"[2]::int < 1440 AND "clock"[3]::int * 60 + "clock"[4]::int <= 1440
), slots AS (
	SELECT "id", jsonb_build_array(jsonb_build_object(
		'opens', lpad(("opens" / 60)::text, 2, '0') || ':' || lpad(("opens" % 60)::text, 2, '0'),
		'closes', lpad(("closes" / 60)::text, 2, '0') || ':' || lpad(("closes" % 60)::text, 2, '0')
	)) AS "slot"
	FROM minutes
	WHERE "opens" <> "closes"
)
UPDATE "restaurants" AS r
SET "weekly_hours" = jsonb_build_object(
	'mon', s."slot", 'tue', s."slot", 'wed', s."slot", 'thu', s."slot",
	'fri', s."slot", 'sat', s."slot", 'sun', s."slot"
)
FROM slots AS s
WHERE r."id" = s."id";
