import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** What visitors send from the public site: contact-form messages and footer feedback. */
export class PublicMessagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async saveContactMessage(message: { name: string; email: string; message: string; now: number }) {
    const row = await this.db
      .insertInto('contact_messages')
      .values({ name: message.name, email: message.email, message: message.message, created_at: message.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async saveFeedback(feedback: { message: string; page: string; now: number }) {
    const row = await this.db
      .insertInto('feedback')
      .values({ message: feedback.message, page: feedback.page, created_at: feedback.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
