import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import styles from './Notices.module.css';
import { PUSH_MESSAGES, type PushTarget, usePushDevice } from './usePushDevice';

interface EnablePushButtonProps {
  /** The account has push (or all notices) switched off in Configurações: the device alone is not enough. */
  accountOff?: boolean;
  /** Whom the subscription goes to: the account signed in by default. */
  target?: PushTarget;
  /**
   * Nothing at all where this browser cannot have notifications (a guest's ticket page: it has no other
   * page to send them to, and its own words say how the person is told).
   */
  hideWhenUnsupported?: boolean;
}

/** 'Ativar notificações neste aparelho': permission, subscription and the server, with every refusal said. */
export function EnablePushButton({
  accountOff = false,
  target,
  hideWhenUnsupported = false,
}: EnablePushButtonProps) {
  const { state, error, done, enable, disable, canDisable } = usePushDevice(target);
  if (hideWhenUnsupported && (state === 'unsupported' || state === 'needs-install')) return null;

  let body: ReactNode = null;
  if (state === 'checking') {
    body = (
      <p className={styles.pushText}>
        <Spinner size="small" label="" /> Verificando notificações...
      </p>
    );
  } else if (state === 'unsupported' || state === 'needs-install') {
    body = <p className={styles.pushText}>{PUSH_MESSAGES[state]}</p>;
  } else if (state === 'denied') {
    // Just refused by a click: the live region below already says it.
    body = error ? null : (
      <p className={`${styles.pushText} ${styles.statusError}`}>{PUSH_MESSAGES.denied}</p>
    );
  } else if (state === 'enabled' || state === 'disabling') {
    body = (
      <>
        <p className={styles.pushOn}>
          <span aria-hidden="true">✓</span> Notificações ativadas neste aparelho
        </p>
        {canDisable && (
          <button
            type="button"
            className={styles.linkButton}
            disabled={state === 'disabling'}
            onClick={() => void disable()}
          >
            {state === 'disabling' ? 'Desativando...' : 'Desativar notificações neste aparelho'}
          </button>
        )}
      </>
    );
  } else {
    body = (
      <>
        <Button variant="secondary" loading={state === 'enabling'} onClick={() => void enable()}>
          Ativar notificações neste aparelho
        </Button>
        <p className={styles.pushText}>Para receber o aviso mesmo com a Vez fechada.</p>
      </>
    );
  }

  return (
    <div className={styles.push}>
      {body}
      {/*
        One live region for what a click led to: the server's confirmation, or why it failed. Once on, the
        line above already shows the confirmation: it is only announced, not shown twice.
      */}
      <p
        className={`${styles.status} ${error ? styles.statusError : styles.statusOk}${
          !error && state === 'enabled' ? ' visually-hidden' : ''
        }`}
        aria-live="polite"
      >
        {error ?? done ?? ''}
      </p>
      {accountOff && (state === 'enabled' || state === 'available') && (
        <p className={styles.pushText}>
          As notificações no aparelho estão desligadas na sua conta.{' '}
          <Link to="/cliente/configuracoes">Ligar em Configurações</Link>
        </p>
      )}
    </div>
  );
}
