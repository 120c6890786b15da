// Request bodies that several suites start from: the smallest valid one of a kind, to override.

/** The smallest workout PUT /users/{user_id}/activities/{activity_id} takes, with `o` laid over it. */
export const minimalWorkout = (o: Record<string, unknown> = {}) => ({
  type: 'workout',
  start_datetime: '2026-03-01T08:00:00Z',
  end_datetime: '2026-03-01T09:00:00Z',
  data_source: 'manual',
  duration_seconds: 3600,
  type_name: 'run',
  tss: 50,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
  ...o,
})
