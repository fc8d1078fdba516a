-- What open checkouts hold shows in the catalogue (decision 0055): an open checkout that is paid,
-- released, deleted or given a new expiry changes what the product API says of its units, even
-- when no stock moves (a payment keeps the stock taken). Row-level, so only those changes announce
-- (a session's other columns change while it is open); opening one takes stock, which announces.
CREATE TRIGGER "checkout_sessions_catalogue_changed" AFTER UPDATE OF "state", "expires_at" ON "checkout_sessions" FOR EACH ROW WHEN (OLD."state" = 'open' AND (NEW."state" <> 'open' OR NEW."expires_at" IS DISTINCT FROM OLD."expires_at")) EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "checkout_sessions_catalogue_deleted" AFTER DELETE ON "checkout_sessions" FOR EACH ROW WHEN (OLD."state" = 'open') EXECUTE FUNCTION "catalogue_changed"();
