import { mailsTo } from './browser';

/**
 * The invitation link an e-mail carries, as a path with its fragment (`/convite#…`): the token lives in
 * the fragment, which `linkInMail`-style path-and-query readers would drop.
 */
export async function invitationPathFor(address: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = mailsTo(address)
      .flatMap((mail) => mail.links)
      .findLast((l) => l.includes('/convite#'));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.hash}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nenhum convite para ${address}`);
}
