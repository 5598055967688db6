/**
 * "The two passwords are inconsistent" (spec section 5), the cross-field check of the forms that
 * set a password: the same message key as the server's refinement in lib/auth/contract.ts.
 */
export function samePasswords(v: { password: string; confirmPassword: string }): { confirmPassword?: string } | null {
  return v.confirmPassword && v.password !== v.confirmPassword ? { confirmPassword: 'Auth.passwordsInconsistent' } : null;
}
