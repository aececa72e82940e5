/**
 * Work the response must not wait for (e.g. sending a reset e-mail, whose timing would reveal whether
 * the account exists). Shutdown and tests drain it so nothing is lost or left running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>): void {
    const promise = task()
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
