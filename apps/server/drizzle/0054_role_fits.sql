CREATE TABLE "role_fits" (
	"role_id" bigint NOT NULL,
	"opportunity_id" bigint NOT NULL,
	"talent_id" bigint,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"languages" text[] NOT NULL,
	CONSTRAINT "role_fits_role_talent_key" UNIQUE NULLS NOT DISTINCT("role_id","talent_id")
);
--> statement-breakpoint
ALTER TABLE "role_fits" ADD CONSTRAINT "role_fits_role_id_opportunity_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."opportunity_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_fits" ADD CONSTRAINT "role_fits_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_fits_talent_idx" ON "role_fits" USING btree ("talent_id","opportunity_id","age_min","age_max","role_id","languages");--> statement-breakpoint
-- Backfill: the open roles' fits, as insertRoleFits (src/modules/opportunities/role-fits.repository.ts) writes them.
insert into "role_fits" (role_id, opportunity_id, talent_id, age_min, age_max, languages) select fr.id, fr.opportunity_id, null::bigint, fr.age_min, fr.age_max, fr.languages from "opportunity_roles" fr join "opportunities" fo on fo.id = fr.opportunity_id and fo.state = 'open' where true and not exists (select 1 from "role_requirements" aq where aq.role_id = fr.id) union all select fr.id, fr.opportunity_id, t.user_id, fr.age_min, fr.age_max, fr.languages from "opportunity_roles" fr join "opportunities" fo on fo.id = fr.opportunity_id and fo.state = 'open' cross join lateral (select distinct d.user_id from "talent_attributes" d where d.key = (select min(q.key) from "role_requirements" q where q.role_id = fr.id)) t join "users" tu on tu.id = t.user_id and tu.type = 'talento' where true and exists (select 1 from "role_requirements" aq where aq.role_id = fr.id) and not exists (select 1 from "role_requirements" rq where rq.role_id = fr.id and not exists (select 1 from (select "talent_attributes"."key" as key, "talent_attributes"."num" as num, vitrina_search_term("talent_attributes"."value") as term from "talent_attributes" where "talent_attributes"."user_id" = t.user_id) ta where ta.key = rq.key and case when rq.values is null then ta.num is not null and ta.num >= coalesce(rq.min, ta.num) and ta.num <= coalesce(rq.max, ta.num) else ta.term = any(rq.values) end))
