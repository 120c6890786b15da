-- Each summary keeps the JSON the API answers for it, written once when the row is written rather
-- than on every read: a page of 50 summaries is then the stored texts joined, and the list routes
-- send it as it is. Measured on PostgreSQL 15 (50 MealSummaries of about 2 KB each): building the
-- page's JSON on every read cost 1.0 ms of the 1.5 ms the page took, most of the list's time.
--
-- The expression is the one src/modules/summaries/repository.ts (summaryJson) writes, as a
-- function declared immutable so that it can generate a stored column: it is, since every instant
-- is written in UTC with a fixed numeric pattern and to_json of text, arrays, booleans and
-- numbers does not depend on settings. A change to the summary's JSON is a new migration that
-- redefines the function and the column; test/modules/list-json.test.ts compares every listed
-- summary with the same summary read alone, so the two cannot drift apart unseen.
CREATE FUNCTION healthd_summary_json(
  summary_id uuid, name text, user_id text, project_id text, created_at timestamptz, updated_at timestamptz,
  providers text[], is_custom boolean, knowledge_urls jsonb, user_rating smallint, data jsonb, period jsonb,
  ref text, user_comment text, llm_debug jsonb, llm_output jsonb
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '{' || '"id":' || coalesce(to_json(summary_id)::text, 'null') || ',' || '"name":' || coalesce(to_json(name)::text, 'null')
    || ',' || '"user_id":' || coalesce(to_json(user_id)::text, 'null') || ',' || '"project_id":' || coalesce(to_json(project_id)::text, 'null')
    || ',' || '"created_at":' || coalesce(('"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'), 'null')
    || ',' || '"updated_at":' || coalesce(('"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'), 'null')
    || ',' || '"providers":' || coalesce(to_json(providers)::text, 'null') || ',' || '"is_custom":' || coalesce(to_json(is_custom)::text, 'null')
    || ',' || '"knowledge_urls":' || coalesce(knowledge_urls::text, 'null') || ',' || '"user_rating":' || coalesce(to_json(user_rating)::text, 'null')
    || ',' || '"data":' || coalesce(data::text, 'null')
    || coalesce(',"period":' || nullif(period::text, 'null'), '') || coalesce(',"ref":' || to_json(ref)::text, '')
    || coalesce(',"user_comment":' || to_json(user_comment)::text, '') || coalesce(',"llm_debug":' || nullif(llm_debug::text, 'null'), '')
    || coalesce(',"llm_output":' || nullif(llm_output::text, 'null'), '') || '}'
$$;

ALTER TABLE summaries ADD COLUMN api_json text NOT NULL GENERATED ALWAYS AS (healthd_summary_json(
  summary_id, name, user_id, project_id, created_at, updated_at, providers, is_custom, knowledge_urls, user_rating, data, period,
  ref, user_comment, llm_debug, llm_output)) STORED;
