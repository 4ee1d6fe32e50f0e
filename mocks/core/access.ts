/**
 * Who may call what, declared beside each handler as a server would enforce it (seed 000 section
 * 6, seed 001 section 6). handle() (./contract.ts) answers 401 without a valid bearer (unless the
 * rule is publicAccess) and 403 {message} when the rule refuses the signed-in user.
 *
 * Object-level rules (the project's parties: mocks/projects/access.ts) read the project named by
 * a path parameter.
 *
 * A token whose resetStatus is false (the password must be reset first, seed 000 section 2) may
 * only call what the reset page needs: a rule with `beforePasswordReset` (the reset itself and the
 * token refresh); every other endpoint answers 403 {message: PASSWORD_RESET_FIRST}.
 */
import type { PathParams } from 'msw';
import { AGENCY_TYPE, ALL_ROLES, CAPABILITIES, ROLE_NAMES, can, type Capability } from '../../src/domain/roles';
import type { MockUser } from './types';

export interface AccessContext {
  params: PathParams;
}

export interface Access {
  /** What the rule asks, in words ('roles 2, 3'); also the 403 answer's reason. */
  readonly describe: string;
  /** No bearer needed (sign-in, forgot password, the mock's own endpoints). */
  readonly public?: boolean;
  /** Callable with a token that says the password must be reset first (resetStatus false). */
  readonly beforePasswordReset?: boolean;
  readonly check: (user: MockUser, context: AccessContext) => boolean;
}

/** The 403 answer's message to a token whose password must be reset first. */
export const PASSWORD_RESET_FIRST = 'Forbidden: the password must be reset first';

/** Anyone, without a token. */
export const publicAccess: Access = { describe: 'anyone', public: true, check: () => true };

/** Any signed-in user, whatever the role. */
export const signedIn: Access = { describe: 'any signed-in user', check: () => true };

/** Any signed-in user, even one who must reset the password first (the reset page's calls). */
export const signedInBeforePasswordReset: Access = { describe: 'any signed-in user', beforePasswordReset: true, check: () => true };

/** Signed-in users whose role has the capability (src/domain/roles.ts CAPABILITIES). */
export function capability(name: Capability): Access {
  const allowed = CAPABILITIES[name];
  const names = allowed.map((r) => `${r} (${ROLE_NAMES[r]})`);
  return {
    describe: allowed.length === ALL_ROLES.length ? 'any role' : `roles ${names.join(', ')}`,
    check: (user) => can(user.role, name),
  };
}

/** Users of type AGENCY (seed 001 section 6: add existing or new team member). */
export const agencyUser: Access = {
  describe: `users of type ${AGENCY_TYPE}`,
  check: (user) => user.type === AGENCY_TYPE,
};

/** Any one of the rules. */
export function anyOf(...rules: Access[]): Access {
  return {
    describe: rules.map((r) => r.describe).join(' or '),
    public: rules.some((r) => r.public),
    beforePasswordReset: rules.some((r) => r.beforePasswordReset),
    check: (user, context) => rules.some((r) => r.check(user, context)),
  };
}

/** Every one of the rules. */
export function allOf(...rules: Access[]): Access {
  return {
    describe: rules.map((r) => (rules.length > 1 && r.describe.includes(' or ') ? `(${r.describe})` : r.describe)).join(' and '),
    public: rules.every((r) => r.public),
    beforePasswordReset: rules.every((r) => r.beforePasswordReset),
    check: (user, context) => rules.every((r) => r.check(user, context)),
  };
}

