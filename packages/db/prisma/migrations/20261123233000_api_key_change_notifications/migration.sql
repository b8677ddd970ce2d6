-- Every API process keeps recently checked keys in memory. Any change to a key (revocation above all), made by
-- whatever path (the CLI, another API process, plain SQL), is announced on this channel with the key's id, so
-- every process forgets that key at once instead of trusting its copy until it expires.
CREATE FUNCTION "notify_api_key_change"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('quarry_api_keys', OLD."id");
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "api_keys_notify_change"
AFTER UPDATE OF "secret_hash", "revoked_at", "client_id" OR DELETE ON "api_keys"
FOR EACH ROW EXECUTE FUNCTION "notify_api_key_change"();
