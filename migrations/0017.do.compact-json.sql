-- One JSON text per object: a stored JSON value (jsonb) is written without spaces wherever the API
-- sends it, so a list, a detail route, an export line and a webhook send the same bytes.
--
-- jsonb's text form has a space after every comma and colon ({"a": 1, "b": [1, 2]}); PostgreSQL has
-- no compact form of jsonb. json_strip_nulls writes its input compactly (it lexes the text and
-- writes each token back, strings escaped as jsonb writes them, numbers as they were), but drops
-- object members whose value is null. So the members that are null are first given a value jsonb
-- never writes (0E7: jsonb writes numbers without exponents) and set back to null afterwards. To
-- find them by plain text replacement, which is fast (a regular expression over the text cost five
-- times as much), escaped backslashes and quotes are first set aside (as \x01 and \x02, which
-- jsonb's text never holds: it escapes control characters), so that every remaining `"` delimits
-- a string and `": null` can only be a member's null. Measured on PostgreSQL 15: 0.2 ms for a 3.5
-- KB value, 3 µs for a small one.
CREATE FUNCTION healthd_json(v jsonb) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(
    json_strip_nulls(
      replace(replace(replace(replace(replace(v::text, '\\', chr(1)), '\"', chr(2)), '": null', '": 0E7'), chr(2), '\"'), chr(1), '\\')::json
    )::text,
    '\\', chr(1)), '\"', chr(2)), '":0E7', '":null'), chr(2), '\"'), chr(1), '\\')
$$;

-- The summary's stored JSON (migration 0010), its jsonb fields now compact. The expression is the
-- one src/modules/summaries/repository.ts (summaryJson) writes; test/modules/one-json.test.ts and
-- list-json.test.ts compare them.
ALTER TABLE summaries DROP COLUMN api_json;

CREATE OR REPLACE FUNCTION healthd_summary_json(
  summary_id uuid, name text, user_id text, project_id text, created_at timestamptz, updated_at timestamptz,
  providers text[], is_custom boolean, knowledge_urls jsonb, user_rating smallint, data jsonb, period jsonb,
  ref text, user_comment text, llm_debug jsonb, llm_output jsonb
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{' || '"id":' || coalesce(to_json(summary_id)::text, 'null') || ',' || '"name":' || coalesce(to_json(name)::text, 'null')
    || ',' || '"user_id":' || coalesce(to_json(user_id)::text, 'null') || ',' || '"project_id":' || coalesce(to_json(project_id)::text, 'null')
    || ',' || '"created_at":' || coalesce(('"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'), 'null')
    || ',' || '"updated_at":' || coalesce(('"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'), 'null')
    || ',' || '"providers":' || coalesce(to_json(providers)::text, 'null') || ',' || '"is_custom":' || coalesce(to_json(is_custom)::text, 'null')
    || ',' || '"knowledge_urls":' || coalesce(healthd_json(knowledge_urls), 'null') || ',' || '"user_rating":' || coalesce(to_json(user_rating)::text, 'null')
    || ',' || '"data":' || coalesce(healthd_json(data), 'null')
    || coalesce(',"period":' || nullif(healthd_json(period), 'null'), '') || coalesce(',"ref":' || to_json(ref)::text, '')
    || coalesce(',"user_comment":' || to_json(user_comment)::text, '') || coalesce(',"llm_debug":' || nullif(healthd_json(llm_debug), 'null'), '')
    || coalesce(',"llm_output":' || nullif(healthd_json(llm_output), 'null'), '') || '}'
$$;

ALTER TABLE summaries ADD COLUMN api_json text NOT NULL GENERATED ALWAYS AS (healthd_summary_json(
  summary_id, name, user_id, project_id, created_at, updated_at, providers, is_custom, knowledge_urls, user_rating, data, period,
  ref, user_comment, llm_debug, llm_output)) STORED;
