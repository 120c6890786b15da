// The healthd command's usage text: printed by `healthd --help` and on usage errors, and
// written into docs/cli.md by `npm run docs`, so the documentation cannot drift from it.
export const USAGE = `usage: healthd <command> [options] [--json]

  serve                                          run the server (default)
  migrate                                        apply database migrations
  projects create --name N [--id ID]             create a project
  clients create --project P [--public] [--name N] [--scopes "a b c"]
                                                 create an OAuth client (confidential unless --public); without
                                                 --scopes: every scope (public: every data scope but users:delete)
  clients revoke --project P --client C          revoke a client: no new tokens; live ones stop within 30 s
  foods import --usda-sr DIR                      load a USDA SR release (FOOD_DES, ABBREV, WEIGHT, FD_GROUP) for meal analysis
  idp add --project P --issuer URL --audience A [--jwks-uri URL] [--user-claim sub]
                                                 register an identity provider for app sign-in
  habits import FILE                             replace the habit catalogue with a JSON export of Notion pages
  record-types create --project P --name N --granularity day|instant [--unit U] [--description D]
                      [--min X] [--max Y] [--schema FILE]
                                                 define a custom record type (FILE: the JSON Schema, draft
                                                 2020-12, that its records' data must satisfy)
  record-types list --project P                  list a project's custom record types
  insights run --project P [--user U] --from D --to D
                                                 write the system summaries and facts for local days D..D
                                                 (closed days and weeks only); running it again changes nothing

The database is DATABASE_URL, else the embedded one in DATA_DIR (through the running server when
there is one).`
