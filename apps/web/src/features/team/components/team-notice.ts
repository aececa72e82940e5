/** What the last action on the Equipe page came to: the server's own words. */
export interface TeamNotice {
  tone: 'success' | 'error';
  text: string;
}
