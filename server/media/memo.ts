/** Remembers the last few hundred generated pictures; generating is cheap, but a page asks for dozens at once. */
export class SvgMemo {
  private readonly entries = new Map<string, string>();

  constructor(private readonly limit = 500) {}

  get(key: string, make: () => string): string;
  get(key: string, make: () => string | undefined): string | undefined;
  get(key: string, make: () => string | undefined): string | undefined {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const made = make();
    if (made === undefined) return undefined;
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, made);
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}
