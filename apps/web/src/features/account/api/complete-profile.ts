import type { TMe, TProfileInput, TStaffProfileInput } from '@app/shared';
import { api } from '../../../lib/api-client.ts';

/** The spec's POST /add-user: saves the signed-in user's own profile (a customer's, or staff's without addresses). */
export const completeProfile = (profile: TProfileInput | TStaffProfileInput) =>
  api.send<TMe>('POST', '/add-user', profile);
