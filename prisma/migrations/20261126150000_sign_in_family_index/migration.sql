-- Every signed-in request asks whether its sign-in is still on (its family has a live token).
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens"("family_id");
