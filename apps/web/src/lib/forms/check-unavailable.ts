/** When a form's checks themselves could not be downloaded (offline, a redeployed chunk). */
export const CHECK_UNAVAILABLE =
  'Não foi possível verificar o formulário agora. Confira sua conexão e tente de novo.';
