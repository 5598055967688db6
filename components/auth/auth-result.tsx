import type { ReactNode } from 'react';

const ICON = { success: '✓', error: '✕', warning: '!' } as const;

/**
 * The outcome of an account step (registered, password reset, WeChat sign-in failed…): an icon,
 * a heading, an optional explanation and what to do next. Announced politely (role=status).
 */
export function AuthResult({ status, title, subTitle, extra, testId }: { status: keyof typeof ICON; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; testId?: string }) {
  return (
    <div className={`auth-result auth-result--${status}`} role="status" data-testid={testId}>
      <span className="auth-result__icon" aria-hidden="true">
        {ICON[status]}
      </span>
      <h2 className="auth-result__title">{title}</h2>
      {subTitle ? <p className="auth-result__text">{subTitle}</p> : null}
      {extra ? <div className="auth-result__extra">{extra}</div> : null}
    </div>
  );
}
