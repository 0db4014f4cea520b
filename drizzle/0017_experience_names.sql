-- The experiences became the team's cards (issue 15): a request keeps the name the visitor read.
-- Requests sent before have the names the site showed then, in their language.
ALTER TABLE "experience_requests" ADD COLUMN "experience_name" text;--> statement-breakpoint
UPDATE "experience_requests" SET "experience_name" = CASE
  WHEN "locale" = 'fr' THEN CASE "experience_type"
    WHEN 'f1_drive' THEN 'Pilotage d’une F1'
    WHEN 'coaching' THEN 'Coaching en journée piste'
    WHEN 'vip' THEN 'Formule événement VIP'
    WHEN 'hot_laps' THEN 'Baptême de piste en passager'
    WHEN 'custom' THEN 'Expérience sur mesure'
    ELSE "experience_type" END
  ELSE CASE "experience_type"
    WHEN 'f1_drive' THEN 'F1 Drive Experience'
    WHEN 'coaching' THEN 'Track Day Coaching'
    WHEN 'vip' THEN 'VIP Event Package'
    WHEN 'hot_laps' THEN 'Passenger Hot Laps'
    WHEN 'custom' THEN 'Custom experience'
    ELSE "experience_type" END
  END;--> statement-breakpoint
ALTER TABLE "experience_requests" ALTER COLUMN "experience_name" SET NOT NULL;
