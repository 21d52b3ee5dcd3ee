/** A value loaded once on first use and kept until cleared; concurrent first uses share one load. */
export class Memo<T> {
  private pending: Promise<T> | null = null;
  /** The loaded value, once `pending` has settled with it (cleared with it). */
  private value: { is: T } | null = null;
  private readonly load: () => Promise<T>;

  constructor(load: () => Promise<T>) {
    this.load = load;
  }

  get(): Promise<T> {
    if (!this.pending) {
      const pending = this.load();
      this.pending = pending;
      pending.then(
        (is) => {
          if (this.pending === pending) this.value = { is };
        },
        // A failed load is not kept: the next caller tries again.
        () => {
          if (this.pending === pending) this.pending = null;
        },
      );
    }
    return this.pending;
  }

  /** The value when it is loaded already (no load is started); undefined before, or after a clear. */
  loaded(): T | undefined {
    return this.value?.is;
  }

  clear(): void {
    this.pending = null;
    this.value = null;
  }
}
