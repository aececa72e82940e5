import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks repeated clicks while a request runs. */
  loading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

export function buttonClassName(variant: ButtonVariant = 'primary', fullWidth = false, extra = ''): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, fullWidth, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="small" label="" />}
      <span>{children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A link that looks like a button, for navigation actions ("Criar conta", "Voltar"). */
export function ButtonLink({
  variant = 'primary',
  fullWidth = false,
  className = '',
  ...rest
}: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, fullWidth, className)} {...rest} />;
}
