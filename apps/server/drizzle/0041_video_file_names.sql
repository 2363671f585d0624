CREATE INDEX "videos_name_idx" ON "videos" USING btree ("name");--> statement-breakpoint
CREATE INDEX "videos_hd_name_idx" ON "videos" USING btree ("hd_name");--> statement-breakpoint
CREATE INDEX "videos_poster_name_idx" ON "videos" USING btree ("poster_name");--> statement-breakpoint
CREATE INDEX "videos_captions_name_idx" ON "videos" USING btree ("captions_name");