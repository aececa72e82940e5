import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import {
  currentSubscription,
  PushSubscribeError,
  type PushSubscriptionJson,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../../lib/push/push-subscription';
import { type PushSupport, pushSupport } from '../../../lib/push/push-support';
import { isPushSwitchedOff, rememberPushSwitchedOff } from '../../../lib/push/push-switched-off';
import { deletePushSubscription, savePushSubscription, usePushKey } from '../api/notifications-api';

export type PushDeviceState = PushSupport | 'checking' | 'enabling' | 'enabled' | 'disabling';

/** What went wrong, in words a client can act on. */
export const PUSH_MESSAGES = {
  denied:
    'As notificações estão bloqueadas para a Vez neste navegador. Libere nas permissões do site (o ícone ao lado do endereço) e tente de novo.',
  dismissed: 'O pedido de permissão foi fechado sem resposta. Toque em "Ativar" de novo e escolha Permitir.',
  failed:
    'O navegador não conseguiu ativar as notificações (sem conexão ou em janela anônima?). Tente de novo mais tarde.',
  unsupported:
    'Este navegador não mostra notificações da Vez. Deixe esta página aberta: avisamos aqui e por e-mail.',
  'needs-install':
    'No iPhone, as notificações só funcionam com a Vez na Tela de Início: toque em Compartilhar › "Adicionar à Tela de Início" e abra a Vez por lá.',
} as const;

/** Whom this browser's subscription is given to: the account signed in, or a guest's ticket. */
export interface PushTarget {
  /**
   * The name this device remembers a 'Desativar' under ('conta', 'senha:41'): the browser's subscription
   * outlives it, since other tickets or the account may use it, so the page must not give it back on its
   * next opening.
   */
  name?: string;
  save: (subscription: PushSubscriptionJson) => Promise<{ message: string }>;
  /** Forgets it on the server; without it, notifications cannot be switched off from the page. */
  remove?: (endpoint: string) => Promise<unknown>;
}

/** The client's account (`/api/notifications/push-subscriptions`). */
export const ACCOUNT_PUSH: PushTarget = {
  name: 'conta',
  save: savePushSubscription,
  remove: deletePushSubscription,
};

/**
 * This browser's Web Push for one target: whether it can, whether it is on, and turning it on and off.
 * One browser subscription serves every target on the device (the account, each guest ticket held here),
 * each with its own row on the server. An existing subscription is sent to the server again when the page
 * opens, unless it was switched off here for this target, so the account signed in now (or the guest's
 * ticket on its page) is told. Switching off forgets this target on the server and keeps the browser's
 * subscription for the others.
 */
export function usePushDevice(target: PushTarget = ACCOUNT_PUSH) {
  const latest = useRef(target);
  latest.current = target;
  const [support] = useState(() => pushSupport());
  const [state, setState] = useState<PushDeviceState>(support === 'available' ? 'checking' : support);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const key = usePushKey(support === 'available');
  /** Whether the browser had a subscription before this page subscribed it (known once checked). */
  const browserSubscribed = useRef(false);

  useEffect(() => {
    if (support !== 'available') return;
    let live = true;
    void currentSubscription().then((subscription) => {
      if (!live) return;
      browserSubscribed.current = subscription !== null;
      const name = latest.current.name;
      const on = subscription !== null && !(name && isPushSwitchedOff(name));
      setState(on ? 'enabled' : 'available');
      if (on) latest.current.save(subscription).catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [support]);

  const enable = async () => {
    setError(null);
    setDone(null);
    setState('enabling');
    try {
      const publicKey = key.data ?? (await key.refetch()).data;
      if (!publicKey) throw new ApiError(0, 'Não foi possível falar com o servidor. Tente de novo.');
      const answer = await latest.current.save(await subscribeThisDevice(publicKey));
      browserSubscribed.current = true;
      if (latest.current.name) rememberPushSwitchedOff(latest.current.name, false);
      setDone(answer.message);
      setState('enabled');
    } catch (failure) {
      if (failure instanceof PushSubscribeError) {
        setError(PUSH_MESSAGES[failure.reason]);
        setState(failure.reason === 'denied' ? 'denied' : 'available');
        return;
      }
      // The server refused (e.g. an endpoint it does not know): this browser keeps no half-made state,
      // but a subscription it already had may serve another target here.
      if (!browserSubscribed.current) await unsubscribeThisDevice().catch(() => null);
      setError(errorMessage(failure, 'Não foi possível ativar as notificações. Tente de novo.'));
      setState('available');
    }
  };

  const disable = async () => {
    setError(null);
    setDone(null);
    setState('disabling');
    try {
      const subscription = await currentSubscription();
      if (subscription) await latest.current.remove?.(subscription.endpoint);
      if (latest.current.name) rememberPushSwitchedOff(latest.current.name, true);
      setDone('Notificações desativadas neste aparelho.');
      setState('available');
    } catch (failure) {
      setError(errorMessage(failure, 'Não foi possível desativar as notificações. Tente de novo.'));
      setState('enabled');
    }
  };

  return { state, error, done, enable, disable, canDisable: target.remove !== undefined };
}
