/** A value loaded once on first use and kept until cleared; concurrent first uses share one load. */
export class Memo<T> {
  private pending: Promise<T> | null = null;
  private readonly load: () => Promise<T>;

  constructor(load: () => Promise<T>) {
    this.load = load;
  }

  get(): Promise<T> {
    if (!this.pending) {
      this.pending = this.load();
      // A failed load is not kept: the next caller tries again.
      this.pending.catch(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  clear(): void {
    this.pending = null;
  }
}
