/**
 * Runs tasks with the same key one after another (in this process). Queue mutations use it so they
 * line up in memory instead of piling onto the database row lock.
 */
export class KeyedMutex<Key = number> {
  private readonly tails = new Map<Key, Promise<unknown>>();

  run<T>(key: Key, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return current;
  }
}
