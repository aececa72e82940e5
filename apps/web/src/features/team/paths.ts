/** The owner's Equipe page, and where an invitation's link lands (its token in the fragment). */
export const TEAM_PATH = '/estabelecimento/equipe';
export const INVITATION_PATH = '/convite';
