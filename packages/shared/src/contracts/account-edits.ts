import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { AVATARS } from './users.ts';

/**
 * better-auth's own POST /api/auth/update-user obeys the profile's rules (spec 5, as /api/add-user):
 * a name of 1 to 100 characters after trimming, an avatar from our set (never an outside address).
 */
export const ZAuthUpdateUserInput = z.object({
  name: z.string().trim().min(1, MESSAGES.profileInvalid).max(100, MESSAGES.profileInvalid).optional(),
  image: z.enum(AVATARS, { error: MESSAGES.profileInvalid }).nullable().optional(),
});
