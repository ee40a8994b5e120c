import type { TMe, TProfileInput } from '@app/shared';
import { api } from '../../../lib/api-client.ts';

/** The spec's POST /add-user: saves the signed-in user's own profile. */
export const completeProfile = (profile: TProfileInput) => api.send<TMe>('POST', '/add-user', profile);
