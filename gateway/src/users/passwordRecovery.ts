/**
 * Password recovery over GraphQL: `requestPasswordReset` (`POST /password/email`) and `resetPassword`
 * (`POST /password/reset`). Both are public — the REST calls carry no token, like `login` — so a
 * visitor on the forgot/reset screens can use them; the api validates, limits and answers the same
 * for any well-formed address. REST field errors arrive as `fieldErrors` keyed by the input's names
 * (`password_confirmation` → `passwordConfirmation`, rest/errors.ts).
 * spec: access-and-administration §2 "Forgot password", "Reset your Password", §5, §7, §8.
 */
import type { MutationResolvers } from '../generated/resolvers.js';

/** The two password-recovery mutations. spec: access-and-administration §2, §7. */
export const passwordRecoveryMutations: Pick<MutationResolvers, 'requestPasswordReset' | 'resetPassword'> = {
  /** `POST /password/email` (anonymous): the same answer whether or not the address has an account. */
  requestPasswordReset: async (_parent, { input }, ctx) => {
    const answer = await ctx.api.post('/password/email', {
      anonymous: true,
      token: null,
      body: { email: input.email },
    });
    return { success: answer.success === 1, message: answer.message };
  },
  /** `POST /password/reset` (anonymous): a bad or used token → BAD_USER_INPUT on `token`. */
  resetPassword: async (_parent, { input }, ctx) => {
    const answer = await ctx.api.post('/password/reset', {
      anonymous: true,
      token: null,
      body: {
        email: input.email,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
        token: input.token,
      },
    });
    return { success: answer.success === 1, message: answer.message };
  },
};
