/**
 * Frames of `GET /events` that are about the stream itself. spec: api/CONTRACT.md "GET /events".
 */
import { z } from 'zod';

/** The data of the `event: session-ended` frame: the session died; the stream ends after it. */
export const sessionEndedEvent = z
  .object({
    success: z.literal(0),
    message: z.string().describe('"Unauthenticated." — the next call with this token answers 401'),
  })
  .meta({ id: 'SessionEndedEvent' });
